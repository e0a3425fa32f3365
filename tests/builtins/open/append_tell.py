# Append mode starts at the end of the file: tell() says so, and a
# utf-16 file being appended to gets no second byte-order mark.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w") as f:
    f.write("abc\n")
with open(p, "a") as f:
    print(f.tell())
    f.write("de")
    print(f.tell())
with open(p, "a+") as f:
    print(f.tell(), repr(f.read()))
    f.seek(0)
    print(repr(f.read()))
with open(p, "w", encoding="utf-16") as f:
    f.write("x")
with open(p, "a", encoding="utf-16") as f:
    print(f.tell())
    f.write("y")
with open(p, "rb") as f:
    print(f.read())
with open(p, encoding="utf-16") as f:
    print(f.read())
os.remove(p)
os.rmdir(d)

# expect: 4
# expect: 6
# expect: 6 ''
# expect: 'abc\nde'
# expect: 4
# expect: b'\xff\xfex\x00y\x00'
# expect: xy
