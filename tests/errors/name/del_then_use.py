x = 5
del x
print(x)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/name/del_then_use.py", line 3, in <module>
# expect-stderr:     print(x)
# expect-stderr:           ^
# expect-stderr: NameError: name 'x' is not defined
# expect-exit: 1
