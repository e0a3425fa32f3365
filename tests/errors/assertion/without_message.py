x = 1
assert x == 2

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/assertion/without_message.py", line 2, in <module>
# expect-stderr:     assert x == 2
# expect-stderr:            ^^^^^^
# expect-stderr: AssertionError
# expect-exit: 1
