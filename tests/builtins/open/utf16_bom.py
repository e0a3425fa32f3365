# utf-16 writes a byte-order mark once and reads either byte order by it;
# utf-16-le / utf-16-be write none and read none.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w", encoding="utf-16") as f:
    f.write("h\xe9")
    f.write("\U0001f600\n")
with open(p, "rb") as f:
    print(f.read())
with open(p, encoding="utf-16") as f:
    print(ascii(f.read()))
for enc in ["utf-16-le", "utf-16-be", "UTF-16BE"]:
    with open(p, "w", encoding=enc) as f:
        f.write("h\xe9\n")
    with open(p, "rb") as f:
        print(enc, f.read())
    with open(p, encoding=enc) as f:
        print(ascii(f.readline()))
with open(p, "wb") as f:
    f.write(b"\xfe\xff\x00h\x00i\x00\n\x00o\x00k")
with open(p, encoding="utf-16") as f:
    print([ascii(line) for line in f])
with open(p, "wb") as f:
    f.write(b"\xff\xfeh\x00i")
try:
    open(p, encoding="utf-16").read()
except UnicodeDecodeError as e:
    print(e)
with open(p, "a", encoding="utf-16") as f:
    f.write("!")
with open(p, "rb") as f:
    print(f.read())
os.remove(p)
os.rmdir(d)

# expect: b'\xff\xfeh\x00\xe9\x00=\xd8\x00\xde\n\x00'
# expect: 'h\xe9\U0001f600\n'
# expect: utf-16-le b'h\x00\xe9\x00\n\x00'
# expect: 'h\xe9\n'
# expect: utf-16-be b'\x00h\x00\xe9\x00\n'
# expect: 'h\xe9\n'
# expect: UTF-16BE b'\x00h\x00\xe9\x00\n'
# expect: 'h\xe9\n'
# expect: ["'hi\\n'", "'ok'"]
# expect: 'utf-16-le' codec can't decode byte 0x69 in position 4: truncated data
# expect: b'\xff\xfeh\x00i!\x00'
