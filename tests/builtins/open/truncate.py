# f.truncate() cuts the file at the current position (or at the size
# given) and returns the size; the position does not move.
import io, os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w") as f:
    f.write("hello world")
    print(f.truncate(5), f.tell())
with open(p) as f:
    print(repr(f.read()))
with open(p, "r+") as f:
    f.read(2)
    print(f.truncate(), os.path.getsize(p))
with open(p, "r+b") as f:
    print(f.truncate(1), f.read())
with open(p, "a") as f:
    print(f.truncate(0))
print(os.path.getsize(p))
with open(p) as f:
    try:
        f.truncate()
    except io.UnsupportedOperation as e:
        print(type(e).__name__, e)
with open(p, "w") as f:
    try:
        f.truncate(-1)
    except OSError as e:
        print(type(e).__name__, e)
os.remove(p)
os.rmdir(d)

# expect: 5 11
# expect: 'hello'
# expect: 5 5
# expect: 1 b'h'
# expect: 0
# expect: 0
# expect: UnsupportedOperation truncate
# expect: OSError [Errno 22] Invalid argument
