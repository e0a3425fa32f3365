def f(a, a):
    pass

# expect-stderr:   File "tests/errors/syntax/duplicate_argument.py", line 1
# expect-stderr:     def f(a, a):
# expect-stderr:              ^
# expect-stderr: SyntaxError: duplicate argument 'a' in function definition
# expect-exit: 1
