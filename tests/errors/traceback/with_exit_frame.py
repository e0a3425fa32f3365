class CM:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return False
with CM():
    raise KeyError("inside with")

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/with_exit_frame.py", line 7, in <module>
# expect-stderr:     raise KeyError("inside with")
# expect-stderr: KeyError: 'inside with'
# expect-exit: 1
