a = [1, 2]
a.remove(3)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/value/list_remove_missing.py", line 2, in <module>
# expect-stderr:     a.remove(3)
# expect-stderr: ValueError: list.remove(x): x not in list
# expect-exit: 1
