a, b = [1, 2, 3]

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/value/unpack_too_many.py", line 1, in <module>
# expect-stderr:     a, b = [1, 2, 3]
# expect-stderr:     ^^^^
# expect-stderr: ValueError: too many values to unpack (expected 2)
# expect-exit: 1
