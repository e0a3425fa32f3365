class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
p = Point(1)

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/type/init_arg_count.py", line 4, in <module>
# expect-stderr:     p = Point(1)
# expect-stderr:         ^^^^^^^^
# expect-stderr: TypeError: Point.__init__() missing 1 required positional argument: 'y'
# expect-exit: 1
