def f(x):
    return x + None
f(1)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/return_statement_expression.py", line 3, in <module>
# expect-stderr:     f(1)
# expect-stderr:   File "tests/errors/carets/return_statement_expression.py", line 2, in f
# expect-stderr:     return x + None
# expect-stderr:            ~~^~~~~~
# expect-stderr: TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'
# expect-exit: 1
