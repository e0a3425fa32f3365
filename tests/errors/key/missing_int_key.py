d = {1: "one"}
value = d[2]

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/key/missing_int_key.py", line 2, in <module>
# expect-stderr:     value = d[2]
# expect-stderr:             ~^^^
# expect-stderr: KeyError: 2
# expect-exit: 1
