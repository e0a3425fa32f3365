1 + 2 = x

# expect-stderr:   File "tests/errors/syntax/invalid_assignment_target.py", line 1
# expect-stderr:     1 + 2 = x
# expect-stderr:     ^^^^^
# expect-stderr: SyntaxError: cannot assign to expression here. Maybe you meant '==' instead of '='?
# expect-exit: 1
