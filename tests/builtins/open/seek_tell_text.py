# tell() on a text file gives a position seek() accepts, also after
# multi-byte characters and translated newlines; seek(0, 2) goes to the end.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w", encoding="utf-8", newline="") as f:
    f.write("h\xe9llo\r\nw\u00f6rld \u2603\nend")
with open(p, encoding="utf-8") as f:
    marks = []
    while True:
        pos = f.tell()
        line = f.readline()
        if not line:
            break
        marks.append((pos, line))
    print([(pos, ascii(line)) for pos, line in marks])
    for pos, line in reversed(marks):
        f.seek(pos)
        print(pos, f.readline() == line)
    print(f.seek(0, 2), repr(f.read()), f.tell())
    f.seek(0)
    print(ascii(f.read(2)), f.tell(), ascii(f.read(4)), f.tell())
    print(f.seek(0, 1) == f.tell())
for enc in ["utf-16", "latin-1", "utf-8-sig"]:
    with open(p, "w", encoding=enc) as f:
        f.write("ab\ncd\xe9\nef")
    with open(p, encoding=enc) as f:
        f.readline()
        pos = f.tell()
        rest = f.read()
        f.seek(pos)
        print(enc, pos, ascii(rest), f.read() == rest)
        f.seek(0)
        print(ascii(f.readline()))
os.remove(p)
os.rmdir(d)

# expect: [(0, "'h\\xe9llo\\n'"), (8, "'w\\xf6rld \\u2603\\n'"), (19, "'end'")]
# expect: 19 True
# expect: 8 True
# expect: 0 True
# expect: 22 '' 22
# expect: 'h\xe9' 3 'llo\n' 8
# expect: True
# expect: utf-16 8 'cd\xe9\nef' True
# expect: 'ab\n'
# expect: latin-1 3 'cd\xe9\nef' True
# expect: 'ab\n'
# expect: utf-8-sig 6 'cd\xe9\nef' True
# expect: 'ab\n'
