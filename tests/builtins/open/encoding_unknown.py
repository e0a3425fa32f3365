# An unknown encoding raises LookupError; as in CPython the file was
# already created by then.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
for name in ["xyz", "utf.8", "UTF8-SIG", "latin-9x"]:
    try:
        open(p, "w", encoding=name)
    except LookupError as e:
        print(type(e).__name__, e)
print(os.path.exists(p))
try:
    open(p, encoding="bogus")
except LookupError as e:
    print(type(e).__name__, e)
os.remove(p)
os.rmdir(d)

# expect: LookupError unknown encoding: xyz
# expect: LookupError unknown encoding: utf.8
# expect: LookupError unknown encoding: UTF8-SIG
# expect: LookupError unknown encoding: latin-9x
# expect: True
# expect: LookupError unknown encoding: bogus
