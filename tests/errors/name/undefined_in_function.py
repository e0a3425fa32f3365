def f():
    return missing + 1
f()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/name/undefined_in_function.py", line 3, in <module>
# expect-stderr:     f()
# expect-stderr:   File "tests/errors/name/undefined_in_function.py", line 2, in f
# expect-stderr:     return missing + 1
# expect-stderr:            ^^^^^^^
# expect-stderr: NameError: name 'missing' is not defined
# expect-exit: 1
