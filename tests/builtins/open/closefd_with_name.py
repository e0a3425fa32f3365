# closefd=False needs a file descriptor: with a file name it is CPython's
# ValueError; closefd=True is the default.
import os

path = "/tmp/tpy_closefd_%d.txt" % os.getpid()
with open(path, "w", closefd=True) as f:
    f.write("kept")
for flag in (False, 0):
    try:
        open(path, closefd=flag)
    except ValueError as e:
        print("ValueError:", e)
with open(path, "r", -1, None, None, None, True) as f:
    print(f.read())
os.remove(path)
# expect: ValueError: Cannot use closefd=False with file name
# expect: ValueError: Cannot use closefd=False with file name
# expect: kept
