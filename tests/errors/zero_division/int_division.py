x = 10
y = 0
print(x / y)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/zero_division/int_division.py", line 3, in <module>
# expect-stderr:     print(x / y)
# expect-stderr:           ~~^~~
# expect-stderr: ZeroDivisionError: division by zero
# expect-exit: 1
