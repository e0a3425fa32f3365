print(7 // 0)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/zero_division/floor_division.py", line 1, in <module>
# expect-stderr:     print(7 // 0)
# expect-stderr:           ~~^^~~
# expect-stderr: ZeroDivisionError: integer division or modulo by zero
# expect-exit: 1
