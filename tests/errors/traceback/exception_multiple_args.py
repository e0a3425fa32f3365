raise ValueError("bad", 42)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/exception_multiple_args.py", line 1, in <module>
# expect-stderr:     raise ValueError("bad", 42)
# expect-stderr: ValueError: ('bad', 42)
# expect-exit: 1
