a, b, c = (1, 2)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/value/unpack_too_few.py", line 1, in <module>
# expect-stderr:     a, b, c = (1, 2)
# expect-stderr:     ^^^^^^^
# expect-stderr: ValueError: not enough values to unpack (expected 3, got 2)
# expect-exit: 1
