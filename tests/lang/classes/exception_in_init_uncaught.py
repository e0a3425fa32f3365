class Conn:
    def __init__(self, port):
        if port < 0:
            raise ValueError(f"bad port {port}")
        self.port = port
print(Conn(80).port)
Conn(-1)

# expect: 80
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/lang/classes/exception_in_init_uncaught.py", line 7, in <module>
# expect-stderr:     Conn(-1)
# expect-stderr:   File "tests/lang/classes/exception_in_init_uncaught.py", line 4, in __init__
# expect-stderr:     raise ValueError(f"bad port {port}")
# expect-stderr: ValueError: bad port -1
# expect-exit: 1
