def count(x):
    return len(x)
count(10)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/abstract_int_len.py", line 3, in <module>
# expect-stderr:     count(10)
# expect-stderr:   File "tests/errors/type/abstract_int_len.py", line 2, in count
# expect-stderr:     return len(x)
# expect-stderr:            ^^^^^^
# expect-stderr: TypeError: object of type 'int' has no len()
# expect-exit: 1
