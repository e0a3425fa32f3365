a = []
a[0] = 1

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/index/list_assignment_out_of_range.py", line 2, in <module>
# expect-stderr:     a[0] = 1
# expect-stderr:     ~^^^
# expect-stderr: IndexError: list assignment index out of range
# expect-exit: 1
