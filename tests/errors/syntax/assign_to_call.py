f() = 1

# expect-stderr:   File "tests/errors/syntax/assign_to_call.py", line 1
# expect-stderr:     f() = 1
# expect-stderr:     ^^^
# expect-stderr: SyntaxError: cannot assign to function call here. Maybe you meant '==' instead of '='?
# expect-exit: 1
