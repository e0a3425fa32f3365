# r+ and w+ text files: reading after writing and writing after seeking.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w+", encoding="utf-8") as f:
    f.write("h\xe9llo\nworld\n")
    f.seek(0)
    print(ascii(f.readline()))
    pos = f.tell()
    f.seek(pos)
    f.write("W")
    f.seek(0)
    print(ascii(f.read()))
with open(p, "r+", encoding="latin-1") as f:
    f.write("\xe0b")
    f.seek(0)
    print(ascii(f.read()))
with open(p, "rb") as f:
    print(f.read())
os.remove(p)
os.rmdir(d)

# expect: 'h\xe9llo\n'
# expect: 'h\xe9llo\nWorld\n'
# expect: '\xe0b\xa9llo\nWorld\n'
# expect: b'\xe0b\xa9llo\nWorld\n'
