x = [1, 2]
y = (x[0] + x[1]) * (3 / (x[0] - 1))

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/binary_op_nested.py", line 2, in <module>
# expect-stderr:     y = (x[0] + x[1]) * (3 / (x[0] - 1))
# expect-stderr:                          ~~^~~~~~~~~~~~
# expect-stderr: ZeroDivisionError: division by zero
# expect-exit: 1
