class Broken:
    x = 1
    y = x / 0

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/class_body_frame.py", line 1, in <module>
# expect-stderr:     class Broken:
# expect-stderr:   File "tests/errors/traceback/class_body_frame.py", line 3, in Broken
# expect-stderr:     y = x / 0
# expect-stderr:         ~~^~~
# expect-stderr: ZeroDivisionError: division by zero
# expect-exit: 1
