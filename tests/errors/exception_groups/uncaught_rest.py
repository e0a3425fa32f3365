try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2), OSError(3)])
except* TypeError:
    print("handled")

# expect: handled
# expect-stderr:   + Exception Group Traceback (most recent call last):
# expect-stderr:   |   File "tests/errors/exception_groups/uncaught_rest.py", line 2, in <module>
# expect-stderr:   |     raise ExceptionGroup("eg", [ValueError(1), TypeError(2), OSError(3)])
# expect-stderr:   | ExceptionGroup: eg (2 sub-exceptions)
# expect-stderr:   +-+---------------- 1 ----------------
# expect-stderr:     | ValueError: 1
# expect-stderr:     +---------------- 2 ----------------
# expect-stderr:     | OSError: 3
# expect-stderr:     +------------------------------------
# expect-exit: 1
