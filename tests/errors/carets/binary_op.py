a = 10
b = "2"
c = a - b

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/binary_op.py", line 3, in <module>
# expect-stderr:     c = a - b
# expect-stderr:         ~~^~~
# expect-stderr: TypeError: unsupported operand type(s) for -: 'int' and 'str'
# expect-exit: 1
