f(a=1, 2)

# expect-stderr:   File "tests/errors/syntax/positional_after_keyword.py", line 1
# expect-stderr:     f(a=1, 2)
# expect-stderr:             ^
# expect-stderr: SyntaxError: positional argument follows keyword argument
# expect-exit: 1
