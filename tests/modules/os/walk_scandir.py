# os.walk (top-down and bottom-up), os.scandir's DirEntry, os.stat/lstat
# and stat_result, os.makedirs(exist_ok=), os.removedirs.
import os

base = "/tmp/tpy_walk_%d" % os.getpid()
os.makedirs(os.path.join(base, "a", "b"))
os.makedirs(os.path.join(base, "a", "b"), exist_ok=True)
os.makedirs(os.path.join(base, "c"))
for rel, text in (("top.txt", "1"), ("a/x.py", "22"), ("a/b/y.py", "333")):
    with open(os.path.join(base, rel), "w") as f:
        f.write(text)


def rel(p):
    return os.path.relpath(p, base)


for top, dirs, files in os.walk(base):
    dirs.sort()
    print(rel(top), dirs, sorted(files))
print([rel(t) for t, d, f in os.walk(base, topdown=False) if t.endswith("b")])
print(list(os.walk(base + "/missing")))
errors = []
list(os.walk(base + "/missing", onerror=errors.append))
print(type(errors[0]).__name__)

with os.scandir(base) as it:
    entries = sorted(it, key=lambda e: e.name)
for e in entries:
    print(repr(e), e.name, rel(e.path), e.is_dir(), e.is_file(), e.is_symlink(), e.stat().st_size if e.is_file() else "-")
print(sorted(e.name for e in os.scandir(os.path.join(base, "a"))))

st = os.stat(os.path.join(base, "a", "b", "y.py"))
print(st.st_size, st[6], len(st), type(st.st_mtime).__name__, type(st.st_mtime_ns).__name__, st.st_mode & 0o170000 == 0o100000)
print(os.lstat(base).st_mode & 0o170000 == 0o040000, isinstance(st, tuple), st == os.stat(os.path.join(base, "a/b/y.py")))
try:
    os.stat(base + "/nope")
except FileNotFoundError as e:
    print("FileNotFoundError:", e.strerror, rel(e.filename))
try:
    os.makedirs(os.path.join(base, "c"))
except FileExistsError as e:
    print("FileExistsError:", e.strerror)

for rel_name in ("top.txt", "a/x.py", "a/b/y.py"):
    os.remove(os.path.join(base, rel_name))
os.removedirs(os.path.join(base, "a", "b"))
os.rmdir(os.path.join(base, "c"))
os.rmdir(base)
print(os.path.exists(base))

# expect: . ['a', 'c'] ['top.txt']
# expect: a ['b'] ['x.py']
# expect: a/b [] ['y.py']
# expect: c [] []
# expect: ['a/b']
# expect: []
# expect: FileNotFoundError
# expect: <DirEntry 'a'> a a True False False -
# expect: <DirEntry 'c'> c c True False False -
# expect: <DirEntry 'top.txt'> top.txt top.txt False True False 1
# expect: ['b', 'x.py']
# expect: 3 3 10 float int True
# expect: True True True
# expect: FileNotFoundError: No such file or directory nope
# expect: FileExistsError: File exists
# expect: False
