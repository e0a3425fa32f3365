items = [3, 1, 2]
items.apend(4)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/attribute/did_you_mean_method.py", line 2, in <module>
# expect-stderr:     items.apend(4)
# expect-stderr:     ^^^^^^^^^^^
# expect-stderr: AttributeError: 'list' object has no attribute 'apend'. Did you mean: 'append'?
# expect-exit: 1
