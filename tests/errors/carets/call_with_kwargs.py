result = int("12", base=1)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/call_with_kwargs.py", line 1, in <module>
# expect-stderr:     result = int("12", base=1)
# expect-stderr:              ^^^^^^^^^^^^^^^^^
# expect-stderr: ValueError: int() base must be >= 2 and <= 36, or 0
# expect-exit: 1
