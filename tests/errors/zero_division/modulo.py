r = 5 % 0

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/zero_division/modulo.py", line 1, in <module>
# expect-stderr:     r = 5 % 0
# expect-stderr:         ~~^~~
# expect-stderr: ZeroDivisionError: integer modulo by zero
# expect-exit: 1
