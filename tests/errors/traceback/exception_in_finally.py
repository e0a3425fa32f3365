try:
    print("body")
finally:
    raise RuntimeError("in finally")

# expect: body
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/exception_in_finally.py", line 4, in <module>
# expect-stderr:     raise RuntimeError("in finally")
# expect-stderr: RuntimeError: in finally
# expect-exit: 1
