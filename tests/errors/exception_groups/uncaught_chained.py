def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError("bad input " + s) from e

errors = []
for s in ["1", "x"]:
    try:
        parse(s)
    except RuntimeError as e:
        errors.append(e)
raise BaseExceptionGroup("parsing", errors + [KeyboardInterrupt()])

# expect-stderr:   + Exception Group Traceback (most recent call last):
# expect-stderr:   |   File "tests/errors/exception_groups/uncaught_chained.py", line 13, in <module>
# expect-stderr:   |     raise BaseExceptionGroup("parsing", errors + [KeyboardInterrupt()])
# expect-stderr:   | BaseExceptionGroup: parsing (2 sub-exceptions)
# expect-stderr:   +-+---------------- 1 ----------------
# expect-stderr:     | Traceback (most recent call last):
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_chained.py", line 3, in parse
# expect-stderr:     |     return int(s)
# expect-stderr:     |            ^^^^^^
# expect-stderr:     | ValueError: invalid literal for int() with base 10: 'x'
# expect-stderr:     | 
# expect-stderr:     | The above exception was the direct cause of the following exception:
# expect-stderr:     | 
# expect-stderr:     | Traceback (most recent call last):
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_chained.py", line 10, in <module>
# expect-stderr:     |     parse(s)
# expect-stderr:     |   File "tests/errors/exception_groups/uncaught_chained.py", line 5, in parse
# expect-stderr:     |     raise RuntimeError("bad input " + s) from e
# expect-stderr:     | RuntimeError: bad input x
# expect-stderr:     +---------------- 2 ----------------
# expect-stderr:     | KeyboardInterrupt
# expect-stderr:     +------------------------------------
# expect-exit: 1
