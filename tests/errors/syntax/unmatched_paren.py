value = (1 + 2))

# expect-stderr:   File "tests/errors/syntax/unmatched_paren.py", line 1
# expect-stderr:     value = (1 + 2))
# expect-stderr:                    ^
# expect-stderr: SyntaxError: unmatched ')'
# expect-exit: 1
