t = (1, 2)
t[-3]

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/index/tuple_out_of_range.py", line 2, in <module>
# expect-stderr:     t[-3]
# expect-stderr:     ~^^^^
# expect-stderr: IndexError: tuple index out of range
# expect-exit: 1
