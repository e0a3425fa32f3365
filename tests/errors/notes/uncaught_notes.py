# Notes print after the exception line of an uncaught exception.
def check(x):
    if x < 0:
        err = ValueError(f"negative: {x}")
        err.add_note("hint: pass a value >= 0")
        err.add_note("two\nlines")
        raise err


check(-1)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/notes/uncaught_notes.py", line 10, in <module>
# expect-stderr:     check(-1)
# expect-stderr:   File "tests/errors/notes/uncaught_notes.py", line 7, in check
# expect-stderr:     raise err
# expect-stderr: ValueError: negative: -1
# expect-stderr: hint: pass a value >= 0
# expect-stderr: two
# expect-stderr: lines
# expect-exit: 1
