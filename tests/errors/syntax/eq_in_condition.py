if x = 1:
    pass

# expect-stderr:   File "tests/errors/syntax/eq_in_condition.py", line 1
# expect-stderr:     if x = 1:
# expect-stderr:        ^^^^^
# expect-stderr: SyntaxError: invalid syntax. Maybe you meant '==' or ':=' instead of '='?
# expect-exit: 1
