def f():
    counter = 1
    return countr
f()

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/name/did_you_mean_local.py", line 4, in <module>
# expect-stderr:     f()
# expect-stderr:   File "tests/errors/name/did_you_mean_local.py", line 3, in f
# expect-stderr:     return countr
# expect-stderr:            ^^^^^^
# expect-stderr: NameError: name 'countr' is not defined. Did you mean: 'counter'?
# expect-exit: 1
