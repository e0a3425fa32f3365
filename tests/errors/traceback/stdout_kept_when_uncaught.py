print("line 1")
print("line 2")
raise RuntimeError("after output")

# expect: line 1
# expect: line 2
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/stdout_kept_when_uncaught.py", line 3, in <module>
# expect-stderr:     raise RuntimeError("after output")
# expect-stderr: RuntimeError: after output
# expect-exit: 1
