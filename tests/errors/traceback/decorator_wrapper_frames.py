def deco(fn):
    def wrapper(*args):
        return fn(*args)
    return wrapper
@deco
def divide(a, b):
    return a / b
divide(1, 0)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/decorator_wrapper_frames.py", line 8, in <module>
# expect-stderr:     divide(1, 0)
# expect-stderr:   File "tests/errors/traceback/decorator_wrapper_frames.py", line 3, in wrapper
# expect-stderr:     return fn(*args)
# expect-stderr:            ^^^^^^^^^
# expect-stderr:   File "tests/errors/traceback/decorator_wrapper_frames.py", line 7, in divide
# expect-stderr:     return a / b
# expect-stderr:            ~~^~~
# expect-stderr: ZeroDivisionError: division by zero
# expect-exit: 1
