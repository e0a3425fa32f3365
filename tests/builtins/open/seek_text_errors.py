# What seek() refuses on text files: nonzero cur- and end-relative seeks
# (io.UnsupportedOperation), negative positions, a bad whence; tell()
# while iterating with next().
import io, os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w") as f:
    f.write("one\ntwo\nthree\n")
with open(p) as f:
    for args in [(3, 1), (-1, 2), (1, 2), (-1,), (0, 3)]:
        try:
            f.seek(*args)
        except (io.UnsupportedOperation, ValueError) as e:
            print(args, type(e).__name__, e, isinstance(e, OSError), isinstance(e, ValueError))
    print(f.seek(0, 1), f.seek(0, 2), f.seek(4))
    print(repr(f.readline()))
    for line in f:
        try:
            f.tell()
        except OSError as e:
            print(type(e).__name__, e)
        break
    print(f.seek(0), f.tell())
os.remove(p)
os.rmdir(d)

# expect: (3, 1) UnsupportedOperation can't do nonzero cur-relative seeks True True
# expect: (-1, 2) UnsupportedOperation can't do nonzero end-relative seeks True True
# expect: (1, 2) UnsupportedOperation can't do nonzero end-relative seeks True True
# expect: (-1,) ValueError negative seek position -1 False True
# expect: (0, 3) ValueError invalid whence (3, should be 0, 1 or 2) False True
# expect: 0 14 4
# expect: 'two\n'
# expect: OSError telling position disabled by next() call
# expect: 0 0
