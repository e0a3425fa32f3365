def f(a):
    return a
f(a=1, b=2)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/unexpected_keyword.py", line 3, in <module>
# expect-stderr:     f(a=1, b=2)
# expect-stderr: TypeError: f() got an unexpected keyword argument 'b'
# expect-exit: 1
