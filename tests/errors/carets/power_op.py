x = 2 ** "3"

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/power_op.py", line 1, in <module>
# expect-stderr:     x = 2 ** "3"
# expect-stderr:         ~~^^~~~~
# expect-stderr: TypeError: unsupported operand type(s) for ** or pow(): 'int' and 'str'
# expect-exit: 1
