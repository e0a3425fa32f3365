# buffering= is accepted: 0 is refused for text files, allowed for binary
# ones (written at once); 1 line-buffers text; other sizes are buffers.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
try:
    open(p, "w", buffering=0)
except ValueError as e:
    print(type(e).__name__, e)
f = open(p, "wb", buffering=0)
f.write(b"raw")
with open(p, "rb") as g:
    print(g.read())
f.close()
f = open(p, "w", buffering=1)
f.write("line\n")
with open(p) as g:
    print(repr(g.read()))
f.close()
with open(p, "w", buffering=4096) as f:
    f.write("big")
with open(p, buffering=-1) as f:
    print(f.read())
try:
    open(p, buffering="1")
except TypeError as e:
    print(type(e).__name__, e)
os.remove(p)
os.rmdir(d)

# expect: ValueError can't have unbuffered text I/O
# expect: b'raw'
# expect: 'line\n'
# expect: big
# expect: TypeError 'str' object cannot be interpreted as an integer
