"name" = 5

# expect-stderr:   File "tests/errors/syntax/assign_to_literal.py", line 1
# expect-stderr:     "name" = 5
# expect-stderr:     ^^^^^^
# expect-stderr: SyntaxError: cannot assign to literal here. Maybe you meant '==' instead of '='?
# expect-exit: 1
