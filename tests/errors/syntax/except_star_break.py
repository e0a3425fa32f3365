for i in range(3):
    try:
        pass
    except* ValueError:
        break

# expect-stderr:   File "tests/errors/syntax/except_star_break.py", line 5
# expect-stderr:     break
# expect-stderr:     ^^^^^
# expect-stderr: SyntaxError: 'break', 'continue' and 'return' cannot appear in an except* block
# expect-exit: 1
