for a, b in [(1, 2), (3, 4, 5)]:
    print(a, b)

# expect: 1 2
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/value/too_many_values_in_for.py", line 1, in <module>
# expect-stderr:     for a, b in [(1, 2), (3, 4, 5)]:
# expect-stderr:         ^^^^
# expect-stderr: ValueError: too many values to unpack (expected 2)
# expect-exit: 1
