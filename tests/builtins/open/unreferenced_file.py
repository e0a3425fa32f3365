# A file object dropped without close(): what it wrote is there for the next
# open() and os.stat, and dropping thousands of them never runs out of
# file descriptors.
import os

path = "/tmp/tpy_test_open_unref_%d.txt" % os.getpid()
open(path, "w").write("hello")
print(repr(open(path).read()))
print(os.path.getsize(path))


def log(line):
    f = open(path, "a")
    f.write(line)


for i in range(3000):
    log("x")
print(os.path.getsize(path))
with open(path) as f:
    data = f.read()
print(data[:8], len(data), data.count("x"))
open(path, "wb").write(b"\x00\x01")
print(open(path, "rb").read())
os.remove(path)
# expect: 'hello'
# expect: 5
# expect: 3005
# expect: helloxxx 3005 3000
# expect: b'\x00\x01'
