v = 1.5 / 0.0

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/zero_division/float_division.py", line 1, in <module>
# expect-stderr:     v = 1.5 / 0.0
# expect-stderr:         ~~~~^~~~~
# expect-stderr: ZeroDivisionError: float division by zero
# expect-exit: 1
