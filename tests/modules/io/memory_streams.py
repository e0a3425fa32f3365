# io.StringIO and io.BytesIO: reading, writing, seeking, lines, newline
# translation, print(file=...), redirect_stdout, and CPython's errors.
import io
from contextlib import redirect_stdout

s = io.StringIO()
print(s.write("hello\n"), s.write("wörld"), s.tell(), repr(s.getvalue()))
s.seek(0)
print(repr(s.readline()), repr(s.read(2)), repr(s.read()), repr(s.read()), s.tell())
s.seek(2)
s.write("XY")
print(repr(s.getvalue()), s.tell())
s.seek(20)
s.write("!")
print(repr(s.getvalue()), len(s.getvalue()))
print(s.truncate(5), repr(s.getvalue()), s.tell())
s.seek(0, 2)
print(s.tell(), s.seek(0), s.readable(), s.writable(), s.seekable(), s.isatty())

t = io.StringIO("a\nbb\nccc")
print(list(t), t.read(), io.StringIO("x\ny\n").readlines(), io.StringIO("1\n2\n3\n").readlines(3))
print([line for line in io.StringIO("p\nq")], io.StringIO("abc\ndef").readline(2))

for nl in (None, "", "\n", "\r", "\r\n"):
    u = io.StringIO(newline=nl)
    u.write("a\r\nb\rc\nd")
    u.seek(0)
    print(repr(nl), repr(u.getvalue()), [repr(x) for x in u], u.newlines)

buf = io.StringIO()
print("x", 1, 2.5, sep="|", end=";", file=buf)
print("next", file=buf)
with redirect_stdout(buf):
    print("captured")
print(repr(buf.getvalue()))

with io.StringIO("ctx") as c:
    print(c.read(), c.closed)
print(c.closed)
for op in (lambda: c.read(), lambda: c.write("x"), lambda: c.getvalue(), lambda: c.tell()):
    try:
        op()
    except ValueError as e:
        print("ValueError:", e)
for op in (lambda: io.StringIO().write(5), lambda: io.StringIO(5), lambda: io.StringIO(newline="x"),
           lambda: io.StringIO().seek(-1), lambda: io.StringIO("ab").seek(1, 1), lambda: io.StringIO().fileno(),
           lambda: io.BytesIO().write("s"), lambda: io.BytesIO().seek(-2)):
    try:
        op()
    except (TypeError, ValueError, OSError) as e:
        print(type(e).__name__ + ":", e)

b = io.BytesIO(b"abc\ndef\n")
print(b.read(2), b.readline(), b.tell(), b.read(), b.read(), b.getvalue())
b.seek(-3, 2)
print(b.read(), b.seek(1), b.write(b"ZZ"), b.getvalue(), b.tell())
b.seek(12)
b.write(bytearray(b"!"))
print(b.getvalue(), b.truncate(4), b.getvalue(), list(io.BytesIO(b"1\n2\n")), bytes(b.getbuffer()))
ba = bytearray(3)
print(io.BytesIO(b"xyz").readinto(ba), ba, isinstance(io.BytesIO(), io.BytesIO), isinstance(s, io.StringIO))
# expect: 6 5 11 'hello\nwörld'
# expect: 'hello\n' 'wö' 'rld' '' 11
# expect: 'heXYo\nwörld' 4
# expect: 'heXYo\nwörld\x00\x00\x00\x00\x00\x00\x00\x00\x00!' 21
# expect: 5 'heXYo' 21
# expect: 5 0 True True True False
# expect: ['a\n', 'bb\n', 'ccc']  ['x\n', 'y\n'] ['1\n', '2\n']
# expect: ['p\n', 'q'] ab
# expect: None 'a\nb\nc\nd' ["'a\\n'", "'b\\n'", "'c\\n'", "'d'"] ('\r', '\n', '\r\n')
# expect: '' 'a\r\nb\rc\nd' ["'a\\r\\n'", "'b\\r'", "'c\\n'", "'d'"] ('\r', '\n', '\r\n')
# expect: '\n' 'a\r\nb\rc\nd' ["'a\\r\\n'", "'b\\rc\\n'", "'d'"] None
# expect: '\r' 'a\r\rb\rc\rd' ["'a\\r'", "'\\r'", "'b\\r'", "'c\\r'", "'d'"] None
# expect: '\r\n' 'a\r\r\nb\rc\r\nd' ["'a\\r\\r\\n'", "'b\\rc\\r\\n'", "'d'"] None
# expect: 'x|1|2.5;next\ncaptured\n'
# expect: ctx False
# expect: True
# expect: ValueError: I/O operation on closed file
# expect: ValueError: I/O operation on closed file
# expect: ValueError: I/O operation on closed file
# expect: ValueError: I/O operation on closed file
# expect: TypeError: string argument expected, got 'int'
# expect: TypeError: initial_value must be str or None, not int
# expect: ValueError: illegal newline value: 'x'
# expect: ValueError: Negative seek position -1
# expect: OSError: Can't do nonzero cur-relative seeks
# expect: UnsupportedOperation: fileno
# expect: TypeError: a bytes-like object is required, not 'str'
# expect: ValueError: negative seek value -2
# expect: b'ab' b'c\n' 4 b'def\n' b'' b'abc\ndef\n'
# expect: b'ef\n' 1 2 b'aZZ\ndef\n' 3
# expect: b'aZZ\ndef\n\x00\x00\x00\x00!' 4 b'aZZ\n' [b'1\n', b'2\n'] b'aZZ\n'
# expect: 3 bytearray(b'xyz') True True
