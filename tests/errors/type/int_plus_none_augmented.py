total = 0
for v in [1, None]:
    total += v

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/int_plus_none_augmented.py", line 3, in <module>
# expect-stderr:     total += v
# expect-stderr: TypeError: unsupported operand type(s) for +=: 'int' and 'NoneType'
# expect-exit: 1
