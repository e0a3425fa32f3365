def fail():
    raise ValueError("whole line")
fail()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/call_whole_line_no_carets.py", line 3, in <module>
# expect-stderr:     fail()
# expect-stderr:   File "tests/errors/carets/call_whole_line_no_carets.py", line 2, in fail
# expect-stderr:     raise ValueError("whole line")
# expect-stderr: ValueError: whole line
# expect-exit: 1
