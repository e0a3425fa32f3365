total = (1 +
         "two")

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/multiline_expression.py", line 1, in <module>
# expect-stderr:     total = (1 +
# expect-stderr:              ^^^
# expect-stderr: TypeError: unsupported operand type(s) for +: 'int' and 'str'
# expect-exit: 1
