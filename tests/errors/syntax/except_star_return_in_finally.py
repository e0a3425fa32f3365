def f():
    try:
        pass
    except* ValueError:
        try:
            pass
        finally:
            return

# expect-stderr:   File "tests/errors/syntax/except_star_return_in_finally.py", line 8
# expect-stderr:     return
# expect-stderr:     ^^^^^^
# expect-stderr: SyntaxError: 'break', 'continue' and 'return' cannot appear in an except* block
# expect-exit: 1
