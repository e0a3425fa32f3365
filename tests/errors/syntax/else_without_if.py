x = 1
else:
    pass

# expect-stderr:   File "tests/errors/syntax/else_without_if.py", line 2
# expect-stderr:     else:
# expect-stderr:     ^^^^
# expect-stderr: SyntaxError: invalid syntax
# expect-exit: 1
