def parse(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError(f"bad config value {s!r}") from e
parse("x1")

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/chaining/explicit_from.py", line 3, in parse
# expect-stderr:     return int(s)
# expect-stderr:            ^^^^^^
# expect-stderr: ValueError: invalid literal for int() with base 10: 'x1'
# expect-stderr:
# expect-stderr: The above exception was the direct cause of the following exception:
# expect-stderr:
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/chaining/explicit_from.py", line 6, in <module>
# expect-stderr:     parse("x1")
# expect-stderr:   File "tests/errors/chaining/explicit_from.py", line 5, in parse
# expect-stderr:     raise RuntimeError(f"bad config value {s!r}") from e
# expect-stderr: RuntimeError: bad config value 'x1'
# expect-exit: 1
