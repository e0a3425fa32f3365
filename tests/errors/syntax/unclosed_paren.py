x = [1, 2,
y = 3

# expect-stderr:   File "tests/errors/syntax/unclosed_paren.py", line 1
# expect-stderr:     x = [1, 2,
# expect-stderr:         ^
# expect-stderr: SyntaxError: '[' was never closed
# expect-exit: 1
