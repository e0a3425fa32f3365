n = int("forty")

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/value/int_parse.py", line 1, in <module>
# expect-stderr:     n = int("forty")
# expect-stderr:         ^^^^^^^^^^^^
# expect-stderr: ValueError: invalid literal for int() with base 10: 'forty'
# expect-exit: 1
