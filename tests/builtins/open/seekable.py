# seekable(): a file on disk can be positioned; a closed file raises
# ValueError.
import os

path = "/tmp/tpy_seekable_%d.txt" % os.getpid()
with open(path, "w") as f:
    print(f.seekable(), f.readable(), f.writable())
with open(path, "rb") as f:
    print(f.seekable())
for name in ("seekable", "readable"):
    try:
        getattr(f, name)()
    except ValueError as e:
        print(name, e)
os.remove(path)
# expect: True False True
# expect: True
# expect: seekable I/O operation on closed file
# expect: readable I/O operation on closed file
