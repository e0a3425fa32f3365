def f(a, b):
    return a + b
f(1)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/missing_positional.py", line 3, in <module>
# expect-stderr:     f(1)
# expect-stderr: TypeError: f() missing 1 required positional argument: 'b'
# expect-exit: 1
