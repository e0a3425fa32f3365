def f()
    return 1

# expect-stderr:   File "tests/errors/syntax/missing_colon.py", line 1
# expect-stderr:     def f()
# expect-stderr:            ^
# expect-stderr: SyntaxError: expected ':'
# expect-exit: 1
