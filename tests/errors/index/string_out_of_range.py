s = "abc"
c = s[10]

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/index/string_out_of_range.py", line 2, in <module>
# expect-stderr:     c = s[10]
# expect-stderr:         ~^^^^
# expect-stderr: IndexError: string index out of range
# expect-exit: 1
