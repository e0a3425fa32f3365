# An exception raised by a generator's finally block while the collector
# closes it is printed as "Exception ignored in: <generator object ...>"
# and a traceback on sys.stderr; the program goes on. (sys.stderr is
# replaced here only to take the address out.)
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


def failing():
    try:
        yield 1
    finally:
        raise ValueError("boom in finally")


capture = Capture()
sys.stderr = capture
g = failing()
next(g)
del g
gc.collect()
sys.stderr = sys.__stderr__
lines = "".join(capture.parts).splitlines()
print(lines[0].startswith("Exception ignored in: <generator object failing at 0x"))
for line in lines[1:]:
    print(line)
print("still running")
# expect: True
# expect: Traceback (most recent call last):
# expect:   File "tests/lang/finalizers/gen_finally_raises.py", line 25, in failing
# expect:     raise ValueError("boom in finally")
# expect: ValueError: boom in finally
# expect: still running
