items = []
assert items, "items must not be empty"

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/assertion/with_message.py", line 2, in <module>
# expect-stderr:     assert items, "items must not be empty"
# expect-stderr: AssertionError: items must not be empty
# expect-exit: 1
