# Outer loops whose body runs a compiled inner loop: the outer trace writes
# its registers back, runs the inner trace and carries on where it left.
# Inner loops over ranges (made by the trace) and lists, with breaks, with
# a range too big for int64, and with an exception raised inside.
def triangle(n):
    total = 0
    for i in range(n):
        for j in range(i, n):
            total += i * j
    return total


def first_over(rows, limit):
    hits = []
    for row in rows:
        k = 0
        for x in row:
            if x > limit:
                break
            k += 1
        hits.append(k)
    return hits


def steps(n):
    out = 0
    i = 0
    while i < n:
        j = i
        while j > 0:
            j -= 3
        out += j
        i += 1
    return out


def big(n):
    c = 0
    for i in range(n):
        if i == n - 1:
            for k in range(-2**63, 2**63 - 1, 2**62):
                c += 1
        else:
            for k in range(i):
                c += 1
    return c


def fails(n):
    s = 0
    for i in range(n):
        for j in range(5):
            s += 10 // (i - 70 + j)
    return s


print(triangle(120))
rows = [[(i * 7 + j * 3) % 50 for j in range(30)] for i in range(80)]
print(first_over(rows, 40))
print(steps(200))
print(big(90))
print(fails(100))
# expect: 25774210
# expect: [14, 12, 9, 7, 5, 2, 0, 0, 12, 10, 7, 5, 3, 0, 0, 12, 10, 8, 5, 3, 1, 0, 13, 10, 8, 6, 3, 1, 0, 13, 11, 8, 6, 4, 1, 0, 13, 11, 9, 6, 4, 2, 0, 14, 11, 9, 7, 4, 2, 0, 14, 12, 9, 7, 5, 2, 0, 0, 12, 10, 7, 5, 3, 0, 0, 12, 10, 8, 5, 3, 1, 0, 13, 10, 8, 6, 3, 1, 0, 13]
# expect: -200
# expect: 3920
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/nested_loops.py", line 62, in <module>
# expect-stderr:     print(fails(100))
# expect-stderr:           ^^^^^^^^^^
# expect-stderr:   File "tests/jit/nested_loops.py", line 53, in fails
# expect-stderr:     s += 10 // (i - 70 + j)
# expect-stderr:          ~~~^^~~~~~~~~~~~~~
# expect-stderr: ZeroDivisionError: integer division or modulo by zero
