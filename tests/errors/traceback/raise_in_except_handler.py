try:
    int("abc")
except ValueError:
    print("handling")
    raise

# expect: handling
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/raise_in_except_handler.py", line 2, in <module>
# expect-stderr:     int("abc")
# expect-stderr: ValueError: invalid literal for int() with base 10: 'abc'
# expect-exit: 1
