def f(a, b):
    return a + b
f(1, 2, 3)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/too_many_positional.py", line 3, in <module>
# expect-stderr:     f(1, 2, 3)
# expect-stderr: TypeError: f() takes 2 positional arguments but 3 were given
# expect-exit: 1
