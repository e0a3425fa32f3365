# IndexError from a list read in a compiled loop, caught and then uncaught.
def read(xs, n):
    s = 0
    for i in range(n):
        s += xs[i]
    return s


xs = [1, 2, 3] * 30
print(read(xs, 90))
try:
    read(xs, 95)
except IndexError as e:
    print("caught:", e)
read(xs, 91)
# expect: 180
# expect: caught: list index out of range
# expect-exit: 1
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/jit/index_error_traceback.py", line 15, in <module>
# expect-stderr:     read(xs, 91)
# expect-stderr:   File "tests/jit/index_error_traceback.py", line 5, in read
# expect-stderr:     s += xs[i]
# expect-stderr:          ~~^^^
# expect-stderr: IndexError: list index out of range
