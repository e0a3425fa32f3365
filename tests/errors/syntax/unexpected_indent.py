x = 1
    y = 2

# expect-stderr:   File "tests/errors/syntax/unexpected_indent.py", line 2
# expect-stderr:     y = 2
# expect-stderr: IndentationError: unexpected indent
# expect-exit: 1
