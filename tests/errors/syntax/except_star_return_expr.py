def f():
    try:
        pass
    except* ValueError:
        return x + 1

# expect-stderr:   File "tests/errors/syntax/except_star_return_expr.py", line 5
# expect-stderr:     return x + 1
# expect-stderr:     ^^^^^^^^^^^^
# expect-stderr: SyntaxError: 'break', 'continue' and 'return' cannot appear in an except* block
# expect-exit: 1
