try:
    pass
except*:
    pass

# expect-stderr:   File "tests/errors/syntax/except_star_bare.py", line 3
# expect-stderr:     except*:
# expect-stderr:            ^
# expect-stderr: SyntaxError: expected one or more exception types
# expect-exit: 1
