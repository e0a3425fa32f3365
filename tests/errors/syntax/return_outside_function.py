print("never printed")
return 5

# expect-stderr:   File "tests/errors/syntax/return_outside_function.py", line 2
# expect-stderr:     return 5
# expect-stderr:     ^^^^^^^^
# expect-stderr: SyntaxError: 'return' outside function
# expect-exit: 1
