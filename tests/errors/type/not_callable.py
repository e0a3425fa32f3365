x = 5
x()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/not_callable.py", line 2, in <module>
# expect-stderr:     x()
# expect-stderr: TypeError: 'int' object is not callable
# expect-exit: 1
