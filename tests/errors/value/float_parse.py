x = float("1,5")

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/value/float_parse.py", line 1, in <module>
# expect-stderr:     x = float("1,5")
# expect-stderr:         ^^^^^^^^^^^^
# expect-stderr: ValueError: could not convert string to float: '1,5'
# expect-exit: 1
