# os.path.realpath (symbolic links, missing parts), relpath, commonpath,
# commonprefix, getmtime, samefile, islink, lexists, expandvars, and
# os.replace / os.rename naming both paths in their errors.
import os

base = "/tmp/tpy_path_resolve_%d" % os.getpid()
real = os.path.join(base, "real")
os.makedirs(real)
with open(os.path.join(real, "f.txt"), "w") as f:
    f.write("x")
os.symlink(real, os.path.join(base, "link"))
os.symlink("real/f.txt", os.path.join(base, "flink"))
os.symlink(os.path.join(base, "loop"), os.path.join(base, "loop"))


def cut(p):
    return p.replace(base, "BASE")


print(cut(os.path.realpath(os.path.join(base, "link", "f.txt"))))
print(cut(os.path.realpath(os.path.join(base, "flink"))))
print(cut(os.path.realpath(os.path.join(base, "link", "..", "link", "missing", "x"))))
print(cut(os.path.realpath(os.path.join(base, "loop", "x"))))
print(os.path.realpath("/") == "/", os.path.realpath(".") == os.getcwd())
print(os.path.islink(os.path.join(base, "link")), os.path.islink(real), os.path.islink(base + "/none"))
print(os.path.lexists(os.path.join(base, "loop")), os.path.exists(os.path.join(base, "loop")))
print(os.path.samefile(os.path.join(base, "flink"), os.path.join(real, "f.txt")), os.path.samefile(base, real))
print(type(os.path.getmtime(real)).__name__, os.path.getmtime(real) == os.stat(real).st_mtime)
print(cut(os.readlink(os.path.join(base, "flink"))))

print(os.path.relpath("/a/b/c", "/a/d"), os.path.relpath("/a/b", "/a/b"), os.path.relpath("/x", "/a/b/c"))
print(os.path.relpath(os.path.join(os.getcwd(), "p", "q")))
print(os.path.commonpath(["/usr/lib", "/usr/local/lib"]), os.path.commonpath(["a/b/c", "a/b"]), os.path.commonpath(["/a//b/", "/a/b/c"]))
print(os.path.commonprefix(["interspecies", "interstellar", "interstate"]), repr(os.path.commonprefix([])))
for call in (lambda: os.path.commonpath([]), lambda: os.path.commonpath(["/a", "b"]), lambda: os.path.relpath("")):
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)
os.environ["TPY_TEST_VAR"] = "value"
print(os.path.expandvars("$TPY_TEST_VAR/${TPY_TEST_VAR}x/$TPY_NO_SUCH_VAR/$"), os.path.expandvars("plain"))
print(os.path.splitdrive("/a/b"), os.path.normcase("/A/b"), os.path.ismount("/"), os.path.ismount(real))

os.replace(os.path.join(real, "f.txt"), os.path.join(real, "g.txt"))
print(sorted(os.listdir(real)))
for fn in (os.replace, os.rename):
    try:
        fn(os.path.join(base, "none"), os.path.join(base, "other"))
    except FileNotFoundError as e:
        print(type(e).__name__, cut(str(e)), cut(e.filename2))
print(os.environ.get("TPY_TEST_VAR"), os.environ.get("TPY_NO_SUCH_VAR", "dflt"))
for name in ("link", "flink", "loop", "real/g.txt"):
    os.remove(os.path.join(base, name))
os.rmdir(real)
os.rmdir(base)
try:
    os.nonexistent_function
except AttributeError as e:
    print("AttributeError:", e)
try:
    os.path.nonexistent_function
except AttributeError as e:
    print("AttributeError:", e)

# expect: BASE/real/f.txt
# expect: BASE/real/f.txt
# expect: BASE/real/missing/x
# expect: BASE/loop/x
# expect: True True
# expect: True False False
# expect: True False
# expect: True False
# expect: float True
# expect: real/f.txt
# expect: ../b/c . ../../../x
# expect: p/q
# expect: /usr a/b /a/b
# expect: inters ''
# expect: ValueError: commonpath() arg is an empty sequence
# expect: ValueError: Can't mix absolute and relative paths
# expect: ValueError: no path specified
# expect: value/valuex/$TPY_NO_SUCH_VAR/$ plain
# expect: ('', '/a/b') /A/b True False
# expect: ['g.txt']
# expect: FileNotFoundError [Errno 2] No such file or directory: 'BASE/none' -> 'BASE/other' BASE/other
# expect: FileNotFoundError [Errno 2] No such file or directory: 'BASE/none' -> 'BASE/other' BASE/other
# expect: value dflt
# expect: AttributeError: module 'os' has no attribute 'nonexistent_function'
# expect: AttributeError: module 'posixpath' has no attribute 'nonexistent_function'
