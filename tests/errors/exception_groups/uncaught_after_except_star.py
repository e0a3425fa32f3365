def f():
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])

try:
    f()
except* ValueError:
    raise KeyError('x')

# expect-stderr:   | ExceptionGroup:  (2 sub-exceptions)
# expect-stderr:   +-+---------------- 1 ----------------
# expect-stderr:     | Exception Group Traceback (most recent call last):
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_after_except_star.py", line 5, in <module>
# expect-stderr:     |     f()
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_after_except_star.py", line 2, in f
# expect-stderr:     |     raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
# expect-stderr:     | ExceptionGroup: eg (1 sub-exception)
# expect-stderr:     +-+---------------- 1 ----------------
# expect-stderr:       | ValueError: 1
# expect-stderr:       +------------------------------------
# expect-stderr:     | 
# expect-stderr:     | During handling of the above exception, another exception occurred:
# expect-stderr:     | 
# expect-stderr:     | Traceback (most recent call last):
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_after_except_star.py", line 7, in <module>
# expect-stderr:     |     raise KeyError('x')
# expect-stderr:     | KeyError: 'x'
# expect-stderr:     +---------------- 2 ----------------
# expect-stderr:     | Exception Group Traceback (most recent call last):
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_after_except_star.py", line 5, in <module>
# expect-stderr:     |     f()
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_after_except_star.py", line 2, in f
# expect-stderr:     |     raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
# expect-stderr:     | ExceptionGroup: eg (1 sub-exception)
# expect-stderr:     +-+---------------- 1 ----------------
# expect-stderr:       | TypeError: 2
# expect-stderr:       +------------------------------------
# expect-exit: 1
