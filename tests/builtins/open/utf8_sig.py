# utf-8-sig writes the signature and skips it when reading; plain utf-8
# reads it as U+FEFF.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w", encoding="utf-8-sig") as f:
    f.write("one\n")
    f.write("two\n")
with open(p, "rb") as f:
    print(f.read())
with open(p, encoding="utf-8-sig") as f:
    print(f.readlines())
with open(p, encoding="utf-8") as f:
    print(ascii(f.readline()))
with open(p, "w", encoding="utf-8-sig") as f:
    f.write("")
with open(p, "rb") as f:
    print(f.read())
with open(p, "wb") as f:
    f.write(b"no signature")
with open(p, encoding="utf-8-sig") as f:
    print(f.read())
os.remove(p)
os.rmdir(d)

# expect: b'\xef\xbb\xbfone\ntwo\n'
# expect: ['one\n', 'two\n']
# expect: '\ufeffone\n'
# expect: b'\xef\xbb\xbf'
# expect: no signature
