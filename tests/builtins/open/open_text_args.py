# open() checks encoding, errors and newline: their types, legal newline
# values, and that binary mode takes none of them.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
open(p, "w").close()
tries = [
    dict(mode="rb", encoding="utf-8"), dict(mode="rb", errors="strict"), dict(mode="rb", newline=""),
    dict(newline="x"), dict(newline="xy"), dict(newline=3), dict(encoding=3), dict(errors=b"x"),
]
for kw in tries:
    try:
        open(p, **kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
with open(p, "rb", encoding=None, errors=None, newline=None) as f:
    print(f.read())
os.remove(p)
os.rmdir(d)

# expect: ValueError binary mode doesn't take an encoding argument
# expect: ValueError binary mode doesn't take an errors argument
# expect: ValueError binary mode doesn't take a newline argument
# expect: ValueError illegal newline value: x
# expect: ValueError illegal newline value: xy
# expect: TypeError open() argument 'newline' must be str or None, not int
# expect: TypeError open() argument 'encoding' must be str or None, not int
# expect: TypeError open() argument 'errors' must be str or None, not bytes
# expect: b''
