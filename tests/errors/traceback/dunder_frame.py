class Vec:
    def __init__(self, x):
        self.x = x
    def __add__(self, other):
        return Vec(self.x + other.x)
v = Vec(1) + 5

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/dunder_frame.py", line 6, in <module>
# expect-stderr:     v = Vec(1) + 5
# expect-stderr:         ~~~~~~~^~~
# expect-stderr:   File "tests/errors/traceback/dunder_frame.py", line 5, in __add__
# expect-stderr:     return Vec(self.x + other.x)
# expect-stderr:                         ^^^^^^^
# expect-stderr: AttributeError: 'int' object has no attribute 'x'
# expect-exit: 1
