it = iter([])
next(it)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/stop_iteration/next_exhausted.py", line 2, in <module>
# expect-stderr:     next(it)
# expect-stderr: StopIteration
# expect-exit: 1
