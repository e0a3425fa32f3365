if True:
    break

# expect-stderr:   File "tests/errors/syntax/break_outside_loop.py", line 2
# expect-stderr:     break
# expect-stderr:     ^^^^^
# expect-stderr: SyntaxError: 'break' outside loop
# expect-exit: 1
