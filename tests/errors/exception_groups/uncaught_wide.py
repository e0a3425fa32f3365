# More than 15 members: the rest are summarised.
raise ExceptionGroup("wide", [ValueError(i) for i in range(18)])

# expect-stderr:   + Exception Group Traceback (most recent call last):
# expect-stderr:   |   File "tests/errors/exception_groups/uncaught_wide.py", line 2, in <module>
# expect-stderr:   |     raise ExceptionGroup("wide", [ValueError(i) for i in range(18)])
# expect-stderr:   | ExceptionGroup: wide (18 sub-exceptions)
# expect-stderr:   +-+---------------- 1 ----------------
# expect-stderr:     | ValueError: 0
# expect-stderr:     +---------------- 2 ----------------
# expect-stderr:     | ValueError: 1
# expect-stderr:     +---------------- 3 ----------------
# expect-stderr:     | ValueError: 2
# expect-stderr:     +---------------- 4 ----------------
# expect-stderr:     | ValueError: 3
# expect-stderr:     +---------------- 5 ----------------
# expect-stderr:     | ValueError: 4
# expect-stderr:     +---------------- 6 ----------------
# expect-stderr:     | ValueError: 5
# expect-stderr:     +---------------- 7 ----------------
# expect-stderr:     | ValueError: 6
# expect-stderr:     +---------------- 8 ----------------
# expect-stderr:     | ValueError: 7
# expect-stderr:     +---------------- 9 ----------------
# expect-stderr:     | ValueError: 8
# expect-stderr:     +---------------- 10 ----------------
# expect-stderr:     | ValueError: 9
# expect-stderr:     +---------------- 11 ----------------
# expect-stderr:     | ValueError: 10
# expect-stderr:     +---------------- 12 ----------------
# expect-stderr:     | ValueError: 11
# expect-stderr:     +---------------- 13 ----------------
# expect-stderr:     | ValueError: 12
# expect-stderr:     +---------------- 14 ----------------
# expect-stderr:     | ValueError: 13
# expect-stderr:     +---------------- 15 ----------------
# expect-stderr:     | ValueError: 14
# expect-stderr:     +---------------- ... ----------------
# expect-stderr:     | and 3 more exceptions
# expect-stderr:     +------------------------------------
# expect-exit: 1
