def check(v):
    assert v > 0, f"bad value {v}"
    return v
check(5)
check(-2)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/assertion/in_function.py", line 5, in <module>
# expect-stderr:     check(-2)
# expect-stderr:   File "tests/errors/assertion/in_function.py", line 2, in check
# expect-stderr:     assert v > 0, f"bad value {v}"
# expect-stderr:            ^^^^^
# expect-stderr: AssertionError: bad value -2
# expect-exit: 1
