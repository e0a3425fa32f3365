n = 42
print(n[0])

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/not_subscriptable.py", line 2, in <module>
# expect-stderr:     print(n[0])
# expect-stderr:           ~^^^
# expect-stderr: TypeError: 'int' object is not subscriptable
# expect-exit: 1
