# What a program wrote to files it never closed is on disk after it exits:
# a file a global holds, one only a garbage cycle reaches, and one a
# __del__ run at exit writes. (A driver program: it checks the files once
# the interpreter has ended. CPython 3.11 loses the cycle's file: it may
# close the FileIO before the TextIOWrapper above it flushes.)
import os
import subprocess
import tempfile

tpy = os.environ.get("TPY", "build/tpy")
d = tempfile.mkdtemp(prefix="tpy-exit-files-")
program = f"""
f = open({d!r} + "/global.txt", "w")
f.write("global " * 1000)

class Holder:
    pass

h = Holder()
h.me = h
h.f = open({d!r} + "/cycle.txt", "w")
h.f.write("cycle")
del h

class Writer:
    def __del__(self, open=open):  # CPython's exit may have cleared builtins by now
        out = open({d!r} + "/del.txt", "w")
        out.write("from __del__")

w = Writer()
print("done")
"""
try:
    r = subprocess.run([tpy, "-c", program], capture_output=True, timeout=30)
    assert r.returncode == 0 and r.stdout == b"done\n" and r.stderr == b"", r
    with open(d + "/global.txt") as f:
        assert f.read() == "global " * 1000
    with open(d + "/cycle.txt") as f:
        assert f.read() == "cycle"
    with open(d + "/del.txt") as f:
        assert f.read() == "from __del__"
finally:
    for name in os.listdir(d):
        os.remove(os.path.join(d, name))
    os.rmdir(d)
