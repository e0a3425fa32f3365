def countdown(n):
    if n == 0:
        raise ValueError("reached zero")
    countdown(n - 1)
countdown(2)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/recursive_frames_short.py", line 5, in <module>
# expect-stderr:     countdown(2)
# expect-stderr:   File "tests/errors/traceback/recursive_frames_short.py", line 4, in countdown
# expect-stderr:     countdown(n - 1)
# expect-stderr:   File "tests/errors/traceback/recursive_frames_short.py", line 4, in countdown
# expect-stderr:     countdown(n - 1)
# expect-stderr:   File "tests/errors/traceback/recursive_frames_short.py", line 3, in countdown
# expect-stderr:     raise ValueError("reached zero")
# expect-stderr: ValueError: reached zero
# expect-exit: 1
