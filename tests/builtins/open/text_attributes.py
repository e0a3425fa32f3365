# f.encoding, f.errors and f.newlines, and the encoding in the repr.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w") as f:
    print(f.encoding, f.errors, f.newlines)
with open(p, "w", encoding="Latin-1", errors="replace") as f:
    print(f.encoding, f.errors)
    print(repr(f).replace(p, "P"))
    f.write("a\r\nb\n")
with open(p, encoding="latin_1") as f:
    print(repr(f).replace(p, "P"), f.newlines)
    f.read()
    print(f.newlines)
with open(p, "rb") as f:
    print(hasattr(f, "encoding"), hasattr(f, "newlines"))
os.remove(p)
os.rmdir(d)

# expect: UTF-8 strict None
# expect: Latin-1 replace
# expect: <_io.TextIOWrapper name='P' mode='w' encoding='Latin-1'>
# expect: <_io.TextIOWrapper name='P' mode='r' encoding='latin_1'> None
# expect: ('\n', '\r\n')
# expect: False False
