items = [1, 2 3]

# expect-stderr:   File "tests/errors/syntax/missing_comma_suggestion.py", line 1
# expect-stderr:     items = [1, 2 3]
# expect-stderr:                 ^^^
# expect-stderr: SyntaxError: invalid syntax. Perhaps you forgot a comma?
# expect-exit: 1
