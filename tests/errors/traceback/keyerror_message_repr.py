d = {}
raise KeyError("it's a key")

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/keyerror_message_repr.py", line 2, in <module>
# expect-stderr:     raise KeyError("it's a key")
# expect-stderr: KeyError: "it's a key"
# expect-exit: 1
