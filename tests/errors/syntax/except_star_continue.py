for i in range(3):
    try:
        pass
    except* ValueError:
        continue

# expect-stderr:   File "tests/errors/syntax/except_star_continue.py", line 5
# expect-stderr:     continue
# expect-stderr:     ^^^^^^^^
# expect-stderr: SyntaxError: 'break', 'continue' and 'return' cannot appear in an except* block
# expect-exit: 1
