# Binary mode neither decodes nor translates: invalid UTF-8 and '\r\n'
# come back byte for byte.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.bin")
data = bytes(range(256)) + b"\r\n\r"
with open(p, "wb") as f:
    f.write(data)
with open(p, "rb") as f:
    back = f.read()
print(back == data, len(back))
with open(p, "rb") as f:
    f.seek(-3, 2)
    print(f.read(), f.tell())
    f.seek(10)
    print(f.readline()[:3])
os.remove(p)
os.rmdir(d)

# expect: True 259
# expect: b'\r\n\r' 259
# expect: b'\n'
