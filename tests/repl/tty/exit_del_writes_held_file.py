# A __del__ run at exit still finds the file its instance holds open (a
# global's, and one only a garbage cycle reaches), can write to it, and
# what it wrote is on disk after the interpreter ends; a suspended
# generator closed at exit writes from its finally block too. (A driver
# program: it checks the files once the interpreter has ended. CPython
# 3.11 agrees for the global and the generator; it may close the cycle's
# file before that __del__ runs.)
import os
import subprocess
import tempfile

tpy = os.environ.get("TPY", "build/tpy")
d = tempfile.mkdtemp(prefix="tpy-exit-del-")
program = f"""
class Log:
    def __init__(self, path):
        self.f = open(path, "w")
        self.f.write("opened\\n")

    def __del__(self):
        print("closed at __del__:", self.f.closed)
        self.f.write("from __del__\\n")

log = Log({d!r} + "/global.txt")

class Cycle:
    def __init__(self, path):
        self.me = self
        self.f = open(path, "w")

    def __del__(self):
        self.f.write("cycle __del__\\n")

c = Cycle({d!r} + "/cycle.txt")
del c

def writer(f):
    try:
        yield
    finally:
        f.write("generator finally\\n")

g = writer(open({d!r} + "/gen.txt", "w"))
next(g)
print("done")
"""
try:
    r = subprocess.run([tpy, "-c", program], capture_output=True, timeout=30)
    assert r.returncode == 0 and r.stderr == b"", r
    assert r.stdout == b"done\nclosed at __del__: False\n", r
    with open(d + "/global.txt") as f:
        assert f.read() == "opened\nfrom __del__\n"
    with open(d + "/cycle.txt") as f:
        assert f.read() == "cycle __del__\n"
    with open(d + "/gen.txt") as f:
        assert f.read() == "generator finally\n"
finally:
    for name in os.listdir(d):
        os.remove(os.path.join(d, name))
    os.rmdir(d)
