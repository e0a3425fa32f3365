t = (1, 2)
t[0] = 9

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/item_assignment_unsupported.py", line 2, in <module>
# expect-stderr:     t[0] = 9
# expect-stderr:     ~^^^
# expect-stderr: TypeError: 'tuple' object does not support item assignment
# expect-exit: 1
