def f():
return 1

# expect-stderr:   File "tests/errors/syntax/expected_indent.py", line 2
# expect-stderr:     return 1
# expect-stderr:     ^
# expect-stderr: IndentationError: expected an indented block after function definition on line 1
# expect-exit: 1
