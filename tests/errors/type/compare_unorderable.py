print([3, 1] < [None, 2])

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/compare_unorderable.py", line 1, in <module>
# expect-stderr:     print([3, 1] < [None, 2])
# expect-stderr:           ^^^^^^^^^^^^^^^^^^
# expect-stderr: TypeError: '<' not supported between instances of 'int' and 'NoneType'
# expect-exit: 1
