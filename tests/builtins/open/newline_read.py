# newline= on reading: None translates '\r' and '\r\n' to '\n'; '' splits
# lines on all three but keeps them; '\n', '\r', '\r\n' split on that one.
# f.newlines records what universal-newline reading saw.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "wb") as f:
    f.write(b"a\r\nb\rc\nd\r\n\re")
for nl in [None, "", "\n", "\r", "\r\n"]:
    with open(p, newline=nl) as f:
        print(repr(nl), f.readlines(), repr(f.newlines))
    with open(p, newline=nl) as f:
        print(repr(nl), repr(f.read()))
    with open(p, newline=nl) as f:
        print(repr(nl), repr(f.read(3)), repr(f.readline()), repr(f.readline(1)))
with open(p, "wb") as f:
    f.write(b"x\ny\n")
with open(p) as f:
    print(repr(f.newlines), f.readline(), repr(f.newlines))
with open(p, "wb") as f:
    f.write(b"x\ry\r")
with open(p) as f:
    print(list(f), repr(f.newlines))
os.remove(p)
os.rmdir(d)

# expect: None ['a\n', 'b\n', 'c\n', 'd\n', '\n', 'e'] ('\r', '\n', '\r\n')
# expect: None 'a\nb\nc\nd\n\ne'
# expect: None 'a\nb' '\n' 'c'
# expect: '' ['a\r\n', 'b\r', 'c\n', 'd\r\n', '\r', 'e'] ('\r', '\n', '\r\n')
# expect: '' 'a\r\nb\rc\nd\r\n\re'
# expect: '' 'a\r\n' 'b\r' 'c'
# expect: '\n' ['a\r\n', 'b\rc\n', 'd\r\n', '\re'] None
# expect: '\n' 'a\r\nb\rc\nd\r\n\re'
# expect: '\n' 'a\r\n' 'b\rc\n' 'd'
# expect: '\r' ['a\r', '\nb\r', 'c\nd\r', '\n\r', 'e'] None
# expect: '\r' 'a\r\nb\rc\nd\r\n\re'
# expect: '\r' 'a\r\n' 'b\r' 'c'
# expect: '\r\n' ['a\r\n', 'b\rc\nd\r\n', '\re'] None
# expect: '\r\n' 'a\r\nb\rc\nd\r\n\re'
# expect: '\r\n' 'a\r\n' 'b\rc\nd\r\n' '\r'
# expect: None x
# expect:  '\n'
# expect: ['x\n', 'y\n'] '\r'
