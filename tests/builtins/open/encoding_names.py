# Codec names are normalised as CPython does (case, '-', '_', spaces), and
# f.encoding keeps the name as given.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "wb") as f:
    f.write(b"\xe9t\xe9")
for name in ["Latin-1", "LATIN1", "latin_1", "l1", "ISO8859-1", "iso_8859_1", " latin 1 ", "windows-1252", "CP1252"]:
    with open(p, encoding=name) as f:
        print(repr(name), ascii(f.read()), repr(f.encoding))
for name in ["UTF8", "utf_8", "U8", "utf", "Utf-8"]:
    with open(p, "w", encoding=name) as f:
        f.write("\xe9")
    with open(p, "rb") as f:
        print(repr(name), f.read())
os.remove(p)
os.rmdir(d)

# expect: 'Latin-1' '\xe9t\xe9' 'Latin-1'
# expect: 'LATIN1' '\xe9t\xe9' 'LATIN1'
# expect: 'latin_1' '\xe9t\xe9' 'latin_1'
# expect: 'l1' '\xe9t\xe9' 'l1'
# expect: 'ISO8859-1' '\xe9t\xe9' 'ISO8859-1'
# expect: 'iso_8859_1' '\xe9t\xe9' 'iso_8859_1'
# expect: ' latin 1 ' '\xe9t\xe9' ' latin 1 '
# expect: 'windows-1252' '\xe9t\xe9' 'windows-1252'
# expect: 'CP1252' '\xe9t\xe9' 'CP1252'
# expect: 'UTF8' b'\xc3\xa9'
# expect: 'utf_8' b'\xc3\xa9'
# expect: 'U8' b'\xc3\xa9'
# expect: 'utf' b'\xc3\xa9'
# expect: 'Utf-8' b'\xc3\xa9'
