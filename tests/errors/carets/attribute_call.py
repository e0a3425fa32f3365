text = None
length = len(text.strip())

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/carets/attribute_call.py", line 2, in <module>
# expect-stderr:     length = len(text.strip())
# expect-stderr:                  ^^^^^^^^^^
# expect-stderr: AttributeError: 'NoneType' object has no attribute 'strip'
# expect-exit: 1
