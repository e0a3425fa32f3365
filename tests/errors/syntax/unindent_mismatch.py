def f():
        x = 1
    return x

# expect-stderr:   File "tests/errors/syntax/unindent_mismatch.py", line 3
# expect-stderr:     return x
# expect-stderr:             ^
# expect-stderr: IndentationError: unindent does not match any outer indentation level
# expect-exit: 1
