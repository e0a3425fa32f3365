try:
    pass
except* ValueError:
    pass
except TypeError:
    pass

# expect-stderr:   File "tests/errors/syntax/except_star_mixed.py", line 5
# expect-stderr:     except TypeError:
# expect-stderr:     ^^^^^^
# expect-stderr: SyntaxError: cannot have both 'except' and 'except*' on the same 'try'
# expect-exit: 1
