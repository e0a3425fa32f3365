# An outer loop's trace runs its inner loop's trace directly: the inner
# loop leaving the usual way (it ended), through a side trace, inside an
# inlined call (the frames rebuilt), and by an error raised in a call it
# inlined (the traceback lists every frame).
def scale(v, k):
    return v * k


def ratio(a, b, z):
    return a / (b - z)


def run(n):
    total = 0
    for i in range(n):
        for j in range(i % 5):
            if j == 3:
                total += scale(j, i)
            else:
                total += j
    return total


print(run(400))


def odd_calls(n):
    total = 0.0
    for i in range(n):
        for j in range(3):
            total += scale(j, 2) if (i + j) % 7 else scale(j, 1.5)
    return total


print(odd_calls(300))


def deep(n, z):
    total = 0.0
    for i in range(n):
        for j in range(4):
            total += ratio(i, i * 4 + j, z)
    return total


print(deep(100, -1))
print(deep(200, 4 * 150 + 2))
# expect: 48920
# expect: 1736.0
# expect: 96.26265000750925
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/nested_exit_paths.py", line 47, in <module>
# expect-stderr:     print(deep(200, 4 * 150 + 2))
# expect-stderr:           ^^^^^^^^^^^^^^^^^^^^^^
# expect-stderr:   File "tests/jit/nested_exit_paths.py", line 42, in deep
# expect-stderr:     total += ratio(i, i * 4 + j, z)
# expect-stderr:              ^^^^^^^^^^^^^^^^^^^^^^
# expect-stderr:   File "tests/jit/nested_exit_paths.py", line 10, in ratio
# expect-stderr:     return a / (b - z)
# expect-stderr:            ~~^~~~~~~~~
# expect-stderr: ZeroDivisionError: division by zero
