try:
    {}["missing"]
except KeyError:
    raise ValueError("could not look up")

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/chaining/implicit_during_handling.py", line 2, in <module>
# expect-stderr:     {}["missing"]
# expect-stderr:     ~~^^^^^^^^^^^
# expect-stderr: KeyError: 'missing'
# expect-stderr:
# expect-stderr: During handling of the above exception, another exception occurred:
# expect-stderr:
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/chaining/implicit_during_handling.py", line 4, in <module>
# expect-stderr:     raise ValueError("could not look up")
# expect-stderr: ValueError: could not look up
# expect-exit: 1
