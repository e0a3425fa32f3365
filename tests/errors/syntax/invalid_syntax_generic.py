x = 1 2

# expect-stderr:   File "tests/errors/syntax/invalid_syntax_generic.py", line 1
# expect-stderr:     x = 1 2
# expect-stderr:           ^
# expect-stderr: SyntaxError: invalid syntax
# expect-exit: 1
