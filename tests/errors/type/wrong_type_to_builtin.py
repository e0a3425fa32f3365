print(sum(["1", "2"]))

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/wrong_type_to_builtin.py", line 1, in <module>
# expect-stderr:     print(sum(["1", "2"]))
# expect-stderr:           ^^^^^^^^^^^^^^^
# expect-stderr: TypeError: unsupported operand type(s) for +: 'int' and 'str'
# expect-exit: 1
