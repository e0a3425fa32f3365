total = sum(int(s) for s in ["1", "2", "x"])

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/genexpr_frame.py", line 1, in <module>
# expect-stderr:     total = sum(int(s) for s in ["1", "2", "x"])
# expect-stderr:             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect-stderr:   File "tests/errors/traceback/genexpr_frame.py", line 1, in <genexpr>
# expect-stderr:     total = sum(int(s) for s in ["1", "2", "x"])
# expect-stderr:                 ^^^^^^
# expect-stderr: ValueError: invalid literal for int() with base 10: 'x'
# expect-exit: 1
