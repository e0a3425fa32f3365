def f(a=1, b):
    pass

# expect-stderr:   File "tests/errors/syntax/default_before_nondefault.py", line 1
# expect-stderr:     def f(a=1, b):
# expect-stderr:                ^
# expect-stderr: SyntaxError: non-default argument follows default argument
# expect-exit: 1
