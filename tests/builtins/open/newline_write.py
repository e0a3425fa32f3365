# newline= on writing: None writes os.linesep ('\n' here), '' and '\n'
# write '\n', '\r' and '\r\n' replace every '\n' written.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
for nl in [None, "", "\n", "\r", "\r\n"]:
    with open(p, "w", newline=nl) as f:
        f.write("a\nb\r\nc\n")
        print("x", "y", file=f)
        f.writelines(["1\n", "2"])
    with open(p, "rb") as f:
        print(repr(nl), f.read())
for nl in ["\r\n", "\r"]:
    with open(p, "w", encoding="utf-16-le", newline=nl) as f:
        f.write("a\n")
    with open(p, "rb") as f:
        print(repr(nl), f.read())
os.remove(p)
os.rmdir(d)

# expect: None b'a\nb\r\nc\nx y\n1\n2'
# expect: '' b'a\nb\r\nc\nx y\n1\n2'
# expect: '\n' b'a\nb\r\nc\nx y\n1\n2'
# expect: '\r' b'a\rb\r\rc\rx y\r1\r2'
# expect: '\r\n' b'a\r\nb\r\r\nc\r\nx y\r\n1\r\n2'
# expect: '\r\n' b'a\x00\r\x00\n\x00'
# expect: '\r' b'a\x00\r\x00'
