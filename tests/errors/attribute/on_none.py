value = None
value.strip()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/attribute/on_none.py", line 2, in <module>
# expect-stderr:     value.strip()
# expect-stderr:     ^^^^^^^^^^^
# expect-stderr: AttributeError: 'NoneType' object has no attribute 'strip'
# expect-exit: 1
