# Invalid bytes in a text file raise UnicodeDecodeError with CPython's
# message (the default handler is strict); nothing is replaced silently.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
cases = [b"\xff", b"ab\xc3(", b"abc\xe2\x82", b"\xed\xa0\x80x", b"ok\nbad \xfe line\n"]
for data in cases:
    with open(p, "wb") as f:
        f.write(data)
    with open(p, encoding="utf-8") as f:
        try:
            print(ascii(f.read()))
        except UnicodeDecodeError as e:
            print(type(e).__name__, e)
            print(e.encoding, e.start, e.end, e.reason)
with open(p, "wb") as f:
    f.write(b"caf\xe9")
for enc in ["ascii", "utf-8"]:
    try:
        open(p, encoding=enc).read()
    except UnicodeDecodeError as e:
        print(e)
with open(p, "wb") as f:
    f.write(b"\x81")
try:
    open(p, encoding="cp1252").read()
except UnicodeDecodeError as e:
    print(e)
os.remove(p)
os.rmdir(d)

# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
# expect: utf-8 0 1 invalid start byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 2: invalid continuation byte
# expect: utf-8 2 3 invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode bytes in position 3-4: unexpected end of data
# expect: utf-8 3 5 unexpected end of data
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte
# expect: utf-8 0 1 invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xfe in position 7: invalid start byte
# expect: utf-8 7 8 invalid start byte
# expect: 'ascii' codec can't decode byte 0xe9 in position 3: ordinal not in range(128)
# expect: 'utf-8' codec can't decode byte 0xe9 in position 3: unexpected end of data
# expect: 'charmap' codec can't decode byte 0x81 in position 0: character maps to <undefined>
