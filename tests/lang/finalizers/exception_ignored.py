# An exception in __del__ is printed as "Exception ignored in: <function
# ...__del__ at 0x...>" and a traceback on sys.stderr, and the program goes
# on. (sys.stderr is replaced here only to take the address out.)
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
        raise ValueError("boom in __del__")


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
print("still running")
# expect: True
# expect: Traceback (most recent call last):
# expect:   File "tests/lang/finalizers/exception_ignored.py", line 22, in __del__
# expect:     raise ValueError("boom in __del__")
# expect: ValueError: boom in __del__
# expect: still running
