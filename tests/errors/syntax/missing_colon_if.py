x = 1
if x == 1
    print(x)

# expect-stderr:   File "tests/errors/syntax/missing_colon_if.py", line 2
# expect-stderr:     if x == 1
# expect-stderr:              ^
# expect-stderr: SyntaxError: expected ':'
# expect-exit: 1
