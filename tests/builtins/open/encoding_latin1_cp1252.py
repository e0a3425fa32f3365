# Files written as latin-1 or cp1252 hold one byte per character, and
# reading them with the same codec gives the text back.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
for enc in ["latin-1", "iso-8859-1", "cp1252"]:
    with open(p, "w", encoding=enc) as f:
        f.write("caf\xe9 \xff")
    with open(p, "rb") as f:
        print(enc, f.read())
    with open(p, encoding=enc) as f:
        print(ascii(f.read()))
with open(p, "w", encoding="cp1252") as f:
    f.write("\u20ac\u2019")
with open(p, "rb") as f:
    print(f.read())
with open(p, encoding="cp1252") as f:
    print(ascii(f.read()))
with open(p, encoding="latin-1") as f:
    print(ascii(f.read()))
os.remove(p)
os.rmdir(d)

# expect: latin-1 b'caf\xe9 \xff'
# expect: 'caf\xe9 \xff'
# expect: iso-8859-1 b'caf\xe9 \xff'
# expect: 'caf\xe9 \xff'
# expect: cp1252 b'caf\xe9 \xff'
# expect: 'caf\xe9 \xff'
# expect: b'\x80\x92'
# expect: '\u20ac\u2019'
# expect: '\x80\x92'
