class CM:
    def __enter__(self):
        raise OSError("cannot open")
    def __exit__(self, *a):
        print("not called")
with CM() as f:
    print("not reached")

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/exception_in_enter.py", line 6, in <module>
# expect-stderr:     with CM() as f:
# expect-stderr:   File "tests/errors/traceback/exception_in_enter.py", line 3, in __enter__
# expect-stderr:     raise OSError("cannot open")
# expect-stderr: OSError: cannot open
# expect-exit: 1
