result = 1 + "2"

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/unsupported_operand_add.py", line 1, in <module>
# expect-stderr:     result = 1 + "2"
# expect-stderr:              ~~^~~~~
# expect-stderr: TypeError: unsupported operand type(s) for +: 'int' and 'str'
# expect-exit: 1
