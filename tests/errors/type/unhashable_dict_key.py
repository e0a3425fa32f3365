d = {}
d[[1, 2]] = "list key"

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/unhashable_dict_key.py", line 2, in <module>
# expect-stderr:     d[[1, 2]] = "list key"
# expect-stderr:     ~^^^^^^^^
# expect-stderr: TypeError: unhashable type: 'list'
# expect-exit: 1
