# A file object only a garbage cycle reaches is flushed and closed when the
# collector frees the cycle, and thousands of them never run out of file
# descriptors.
# oracle: skip CPython 3.11 may finalize the FileIO before the TextIOWrapper of a file in a garbage cycle and lose what it buffered
import gc
import os

path = "/tmp/tpy_test_open_unref_cycle_%d.txt" % os.getpid()


class Log:
    pass


def make(text):
    log = Log()
    log.me = log
    log.f = open(path, "a")
    log.f.write(text)


make("first")
gc.collect()
with open(path) as f:
    print(repr(f.read()))
for i in range(3000):
    make("x")
with open(path) as f:
    data = f.read()
print(data[:7], len(data))
os.remove(path)
# expect: 'first'
# expect: firstxx 3005
