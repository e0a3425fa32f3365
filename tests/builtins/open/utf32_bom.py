# utf-32 with its byte-order mark, and the -le / -be forms without one.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
for enc in ["utf-32", "utf-32-le", "utf-32-be"]:
    with open(p, "w", encoding=enc) as f:
        f.write("a\u20ac\n")
    with open(p, "rb") as f:
        print(enc, f.read())
    with open(p, encoding=enc) as f:
        print(ascii(f.read()))
with open(p, "wb") as f:
    f.write(b"\x00\x00\xfe\xff\x00\x00\x00a\x00\x11\x00\x00")
try:
    open(p, encoding="utf-32").read()
except UnicodeDecodeError as e:
    print(e)
with open(p, encoding="utf-32", errors="replace") as f:
    print(ascii(f.read()))
os.remove(p)
os.rmdir(d)

# expect: utf-32 b'\xff\xfe\x00\x00a\x00\x00\x00\xac \x00\x00\n\x00\x00\x00'
# expect: 'a\u20ac\n'
# expect: utf-32-le b'a\x00\x00\x00\xac \x00\x00\n\x00\x00\x00'
# expect: 'a\u20ac\n'
# expect: utf-32-be b'\x00\x00\x00a\x00\x00 \xac\x00\x00\x00\n'
# expect: 'a\u20ac\n'
# expect: 'utf-32-be' codec can't decode bytes in position 8-11: code point not in range(0x110000)
# expect: 'a\ufffd'
