def f():
    try:
        pass
    except* ValueError:
        return 1

# expect-stderr:   File "tests/errors/syntax/except_star_return_const.py", line 5
# expect-stderr:     return 1
# expect-stderr:            ^
# expect-stderr: SyntaxError: 'break', 'continue' and 'return' cannot appear in an except* block
# expect-exit: 1
