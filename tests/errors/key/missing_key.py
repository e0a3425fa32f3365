d = {"a": 1}
print(d["b"])

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/key/missing_key.py", line 2, in <module>
# expect-stderr:     print(d["b"])
# expect-stderr:           ~^^^^^
# expect-stderr: KeyError: 'b'
# expect-exit: 1
