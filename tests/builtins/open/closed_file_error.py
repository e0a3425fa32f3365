import os
path = "/tmp/tpy_test_open_closed_%d.txt" % os.getpid()
f = open(path, "w")
f.close()
try:
    f.write("x")
except ValueError as e:
    print("ValueError:", e)
os.remove(path)

# expect: ValueError: I/O operation on closed file.
