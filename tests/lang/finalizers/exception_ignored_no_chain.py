# The "Exception ignored in" report of an exception raised while handling
# another shows only that exception's traceback and message, not the one
# it was raised during. (sys.stderr is replaced here only to take the
# address out.)
import gc
import sys


class Capture:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)

    def flush(self):
        pass


class Bad:
    def __del__(self):
        try:
            raise KeyError("first")
        except KeyError:
            raise ValueError("second")


capture = Capture()
sys.stderr = capture
b = Bad()
del b
gc.collect()
sys.stderr = sys.__stderr__
lines = "".join(capture.parts).splitlines()
print(lines[0].startswith("Exception ignored in: <function Bad.__del__ at 0x"))
for line in lines[1:]:
    print(line)
# expect: True
# expect: Traceback (most recent call last):
# expect:   File "tests/lang/finalizers/exception_ignored_no_chain.py", line 26, in __del__
# expect:     raise ValueError("second")
# expect: ValueError: second
