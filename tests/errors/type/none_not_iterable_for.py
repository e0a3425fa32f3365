def get_items():
    return None
for item in get_items():
    pass

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/none_not_iterable_for.py", line 3, in <module>
# expect-stderr:     for item in get_items():
# expect-stderr: TypeError: 'NoneType' object is not iterable
# expect-exit: 1
