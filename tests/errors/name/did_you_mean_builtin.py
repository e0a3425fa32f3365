x = lenn([1, 2])

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/name/did_you_mean_builtin.py", line 1, in <module>
# expect-stderr:     x = lenn([1, 2])
# expect-stderr:         ^^^^
# expect-stderr: NameError: name 'lenn' is not defined. Did you mean: 'len'?
# expect-exit: 1
