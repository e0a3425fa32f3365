n = 1
n += "s"

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/augmented_assignment.py", line 2, in <module>
# expect-stderr:     n += "s"
# expect-stderr: TypeError: unsupported operand type(s) for +=: 'int' and 'str'
# expect-exit: 1
