def g(n):
    raise ValueError(n)

def f():
    excs = []
    for i in range(2):
        try:
            g(i)
        except ValueError as e:
            excs.append(e)
    raise ExceptionGroup("many", excs + [ExceptionGroup("inner", [TypeError("t")])])

f()

# expect-stderr:   + Exception Group Traceback (most recent call last):
# expect-stderr:   |   File "tests/errors/exception_groups/uncaught_nested.py", line 13, in <module>
# expect-stderr:   |     f()
# expect-stderr:   |   File "tests/errors/exception_groups/uncaught_nested.py", line 11, in f
# expect-stderr:   |     raise ExceptionGroup("many", excs + [ExceptionGroup("inner", [TypeError("t")])])
# expect-stderr:   | ExceptionGroup: many (3 sub-exceptions)
# expect-stderr:   +-+---------------- 1 ----------------
# expect-stderr:     | Traceback (most recent call last):
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_nested.py", line 8, in f
# expect-stderr:     |     g(i)
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_nested.py", line 2, in g
# expect-stderr:     |     raise ValueError(n)
# expect-stderr:     | ValueError: 0
# expect-stderr:     +---------------- 2 ----------------
# expect-stderr:     | Traceback (most recent call last):
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_nested.py", line 8, in f
# expect-stderr:     |     g(i)
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_nested.py", line 2, in g
# expect-stderr:     |     raise ValueError(n)
# expect-stderr:     | ValueError: 1
# expect-stderr:     +---------------- 3 ----------------
# expect-stderr:     | ExceptionGroup: inner (1 sub-exception)
# expect-stderr:     +-+---------------- 1 ----------------
# expect-stderr:       | TypeError: t
# expect-stderr:       +------------------------------------
# expect-exit: 1
