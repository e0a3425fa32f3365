class Oops(Exception):
    pass
raise Oops

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/user_exception_no_message.py", line 3, in <module>
# expect-stderr:     raise Oops
# expect-stderr: Oops
# expect-exit: 1
