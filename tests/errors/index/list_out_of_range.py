items = [1, 2, 3]
print(items[3])

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/index/list_out_of_range.py", line 2, in <module>
# expect-stderr:     print(items[3])
# expect-stderr:           ~~~~~^^^
# expect-stderr: IndexError: list index out of range
# expect-exit: 1
