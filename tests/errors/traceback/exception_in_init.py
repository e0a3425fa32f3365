class Conn:
    def __init__(self, port):
        self.port = int(port)
c = Conn("http")

# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/errors/traceback/exception_in_init.py", line 4, in <module>
# expect-stderr:     c = Conn("http")
# expect-stderr:         ^^^^^^^^^^^^
# expect-stderr:   File "tests/errors/traceback/exception_in_init.py", line 3, in __init__
# expect-stderr:     self.port = int(port)
# expect-stderr:                 ^^^^^^^^^
# expect-stderr: ValueError: invalid literal for int() with base 10: 'http'
# expect-exit: 1
