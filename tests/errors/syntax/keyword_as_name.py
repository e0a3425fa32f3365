class = 5

# expect-stderr:   File "tests/errors/syntax/keyword_as_name.py", line 1
# expect-stderr:     class = 5
# expect-stderr:           ^
# expect-stderr: SyntaxError: invalid syntax
# expect-exit: 1
