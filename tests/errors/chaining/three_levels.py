try:
    try:
        [][0]
    except IndexError as e:
        raise KeyError("k") from e
except KeyError:
    raise RuntimeError("top")

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/chaining/three_levels.py", line 3, in <module>
# expect-stderr:     [][0]
# expect-stderr:     ~~^^^
# expect-stderr: IndexError: list index out of range
# expect-stderr:
# expect-stderr: The above exception was the direct cause of the following exception:
# expect-stderr:
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/chaining/three_levels.py", line 5, in <module>
# expect-stderr:     raise KeyError("k") from e
# expect-stderr: KeyError: 'k'
# expect-stderr:
# expect-stderr: During handling of the above exception, another exception occurred:
# expect-stderr:
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/chaining/three_levels.py", line 7, in <module>
# expect-stderr:     raise RuntimeError("top")
# expect-stderr: RuntimeError: top
# expect-exit: 1
