try:
    raise ValueError("v")
except ValueError:
    raise TypeError("t") from KeyError

# expect-stderr: KeyError
# expect-stderr:
# expect-stderr: The above exception was the direct cause of the following exception:
# expect-stderr:
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/chaining/cause_is_class.py", line 4, in <module>
# expect-stderr:     raise TypeError("t") from KeyError
# expect-stderr: TypeError: t
# expect-exit: 1
