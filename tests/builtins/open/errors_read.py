# errors= on reading: replace, ignore, surrogateescape, backslashreplace;
# an unknown handler name fails only when an error needs it.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "wb") as f:
    f.write(b"a\xffb\xe2\x82c\n")
for errors in ["replace", "ignore", "surrogateescape", "backslashreplace"]:
    with open(p, encoding="utf-8", errors=errors) as f:
        s = f.read()
        print(errors, ascii(s), f.errors)
with open(p, encoding="utf-8", errors="surrogateescape") as f:
    s = f.read()
print(s.encode("utf-8", "surrogateescape"))
with open(p, encoding="ascii", errors="replace") as f:
    print(ascii(f.read()))
with open(p, encoding="utf-8", errors="nonsense") as f:
    try:
        f.read()
    except LookupError as e:
        print(type(e).__name__, e)
with open(p, "wb") as f:
    f.write(b"fine\n")
with open(p, encoding="utf-8", errors="nonsense") as f:
    print(ascii(f.read()))
os.remove(p)
os.rmdir(d)

# expect: replace 'a\ufffdb\ufffdc\n' replace
# expect: ignore 'abc\n' ignore
# expect: surrogateescape 'a\udcffb\udce2\udc82c\n' surrogateescape
# expect: backslashreplace 'a\\xffb\\xe2\\x82c\n' backslashreplace
# expect: b'a\xffb\xe2\x82c\n'
# expect: 'a\ufffdb\ufffd\ufffdc\n'
# expect: LookupError unknown error handler name 'nonsense'
# expect: 'fine\n'
