a = 5
b = None
total = a * 2 + b

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/unsupported_operand_in_expression.py", line 3, in <module>
# expect-stderr:     total = a * 2 + b
# expect-stderr:             ~~~~~~^~~
# expect-stderr: TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'
# expect-exit: 1
