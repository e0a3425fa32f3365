# A generator that yields again when the collector closes it ignored
# GeneratorExit: "RuntimeError: generator ignored GeneratorExit" is printed
# as "Exception ignored in: <generator object ...>", never raised. (Only
# the last line of the report is checked: CPython's traceback names the
# statement that dropped the last reference.)
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


def stubborn():
    while True:
        try:
            yield 1
        except GeneratorExit:
            print("ignoring GeneratorExit")


capture = Capture()
sys.stderr = capture
g = stubborn()
next(g)
del g
gc.collect()
sys.stderr = sys.__stderr__
lines = "".join(capture.parts).splitlines()
print(lines[0].startswith("Exception ignored in: <generator object stubborn at 0x"))
print(lines[-1])
print("still running")
# expect: ignoring GeneratorExit
# expect: True
# expect: RuntimeError: generator ignored GeneratorExit
# expect: still running
