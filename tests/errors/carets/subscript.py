data = {"users": []}
first = data["users"][0]

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/subscript.py", line 2, in <module>
# expect-stderr:     first = data["users"][0]
# expect-stderr:             ~~~~~~~~~~~~~^^^
# expect-stderr: IndexError: list index out of range
# expect-exit: 1
