config = {"a": 1}
del config["b"]

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/key/del_missing_key.py", line 2, in <module>
# expect-stderr:     del config["b"]
# expect-stderr:         ~~~~~~^^^^^
# expect-stderr: KeyError: 'b'
# expect-exit: 1
