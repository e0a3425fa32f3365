for x in 5:
    pass

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/not_iterable.py", line 1, in <module>
# expect-stderr:     for x in 5:
# expect-stderr: TypeError: 'int' object is not iterable
# expect-exit: 1
