# Past 10 levels of nesting the printer stops.
eg = ExceptionGroup("level 0", [ValueError(0)])
for i in range(1, 13):
    eg = ExceptionGroup("level %d" % i, [eg])
raise eg

# expect-stderr:   + Exception Group Traceback (most recent call last):
# expect-stderr:   |   File "tests/errors/exception_groups/uncaught_deep.py", line 5, in <module>
# expect-stderr:   |     raise eg
# expect-stderr:   | ExceptionGroup: level 12 (1 sub-exception)
# expect-stderr:   +-+---------------- 1 ----------------
# expect-stderr:     | ExceptionGroup: level 11 (1 sub-exception)
# expect-stderr:     +-+---------------- 1 ----------------
# expect-stderr:       | ExceptionGroup: level 10 (1 sub-exception)
# expect-stderr:       +-+---------------- 1 ----------------
# expect-stderr:         | ExceptionGroup: level 9 (1 sub-exception)
# expect-stderr:         +-+---------------- 1 ----------------
# expect-stderr:           | ExceptionGroup: level 8 (1 sub-exception)
# expect-stderr:           +-+---------------- 1 ----------------
# expect-stderr:             | ExceptionGroup: level 7 (1 sub-exception)
# expect-stderr:             +-+---------------- 1 ----------------
# expect-stderr:               | ExceptionGroup: level 6 (1 sub-exception)
# expect-stderr:               +-+---------------- 1 ----------------
# expect-stderr:                 | ExceptionGroup: level 5 (1 sub-exception)
# expect-stderr:                 +-+---------------- 1 ----------------
# expect-stderr:                   | ExceptionGroup: level 4 (1 sub-exception)
# expect-stderr:                   +-+---------------- 1 ----------------
# expect-stderr:                     | ExceptionGroup: level 3 (1 sub-exception)
# expect-stderr:                     +-+---------------- 1 ----------------
# expect-stderr:                       | ... (max_group_depth is 10)
# expect-stderr:                       +------------------------------------
# expect-exit: 1
