try:
    1 / 0
except ZeroDivisionError:
    raise ValueError("clean") from None

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/chaining/from_none_hides_context.py", line 4, in <module>
# expect-stderr:     raise ValueError("clean") from None
# expect-stderr: ValueError: clean
# expect-exit: 1
