# errors='surrogatepass' (found by scripts/codec_fuzz.py): lone surrogates
# go through the UTF-8/16/32 codecs; elsewhere, or on bytes that are no
# encoded surrogate, the codec's own error stands.
import os

def show(expr):
    try:
        r = ascii(eval(expr))
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(expr, "->", r)

for enc in ("utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"):
    b = "a\ud800b\udfff\U00010000".encode(enc, "surrogatepass")
    print(enc, ascii(b), ascii(b.decode(enc, "surrogatepass")))
show(r"'\ud800\udc00'.encode('utf-8','surrogatepass')")
show(r"'\ud800\udc00'.encode('utf-16-le','surrogatepass').decode('utf-16-le')")
show(r"b'\xed\xb0\x80a'.decode('utf-8','surrogatepass')")
show(r"b'a\xed\x9f\xbf'.decode('utf-8', 'surrogatepass')")
show(r"b'\x00\xdc\x00\x00'.decode('utf-16-le','surrogatepass')")
show(r"b'\x00\xd8\x00\x00'.decode('utf-16-be','surrogatepass')")
show(r"str(b'\xed\xa0\x80', 'utf-8', 'surrogatepass')")
# where it cannot apply: CPython's message of the codec
show(r"'\ud800'.encode('latin-1','surrogatepass')")
show(r"'\ud800'.encode('ascii','surrogatepass')")
show(r"'\ud800'.encode('cp1252', 'surrogatepass')")
show(r"'\x80'.encode('ascii','surrogatepass')")
show(r"b'\xed\xa0'.decode('utf-8','surrogatepass')")
show(r"b'\xed\xa0\x80\xed'.decode('utf-8','surrogatepass')")
show(r"b'a\xed\xc0\x80'.decode('utf-8', 'surrogatepass')")
show(r"b'\xff'.decode('utf-8','surrogatepass')")
show(r"b'\xff'.decode('latin-1','surrogatepass')")
show(r"b'\xff'.decode('ascii','surrogatepass')")
show(r"b'\x00'.decode('utf-16-le','surrogatepass')")
show(r"b'\x00\x00\x11\x00'.decode('utf-32-le', 'surrogatepass')")
# a text file
path = "/tmp/tpy_surrogatepass_%d.txt" % os.getpid()
with open(path, "w", encoding="utf-8", errors="surrogatepass") as f:
    f.write("x\ud83dy\n")
with open(path, "rb") as f:
    print(ascii(f.read()))
with open(path, encoding="utf-8", errors="surrogatepass") as f:
    print(ascii(f.read()))
os.remove(path)
# expect: utf-8 b'a\xed\xa0\x80b\xed\xbf\xbf\xf0\x90\x80\x80' 'a\ud800b\udfff\U00010000'
# expect: utf-8-sig b'\xef\xbb\xbfa\xed\xa0\x80b\xed\xbf\xbf\xf0\x90\x80\x80' 'a\ud800b\udfff\U00010000'
# expect: utf-16 b'\xff\xfea\x00\x00\xd8b\x00\xff\xdf\x00\xd8\x00\xdc' 'a\ud800b\udfff\U00010000'
# expect: utf-16-le b'a\x00\x00\xd8b\x00\xff\xdf\x00\xd8\x00\xdc' 'a\ud800b\udfff\U00010000'
# expect: utf-16-be b'\x00a\xd8\x00\x00b\xdf\xff\xd8\x00\xdc\x00' 'a\ud800b\udfff\U00010000'
# expect: utf-32 b'\xff\xfe\x00\x00a\x00\x00\x00\x00\xd8\x00\x00b\x00\x00\x00\xff\xdf\x00\x00\x00\x00\x01\x00' 'a\ud800b\udfff\U00010000'
# expect: utf-32-le b'a\x00\x00\x00\x00\xd8\x00\x00b\x00\x00\x00\xff\xdf\x00\x00\x00\x00\x01\x00' 'a\ud800b\udfff\U00010000'
# expect: utf-32-be b'\x00\x00\x00a\x00\x00\xd8\x00\x00\x00\x00b\x00\x00\xdf\xff\x00\x01\x00\x00' 'a\ud800b\udfff\U00010000'
# expect: '\ud800\udc00'.encode('utf-8','surrogatepass') -> b'\xed\xa0\x80\xed\xb0\x80'
# expect: '\ud800\udc00'.encode('utf-16-le','surrogatepass').decode('utf-16-le') -> '\U00010000'
# expect: b'\xed\xb0\x80a'.decode('utf-8','surrogatepass') -> '\udc00a'
# expect: b'a\xed\x9f\xbf'.decode('utf-8', 'surrogatepass') -> 'a\ud7ff'
# expect: b'\x00\xdc\x00\x00'.decode('utf-16-le','surrogatepass') -> '\udc00\x00'
# expect: b'\x00\xd8\x00\x00'.decode('utf-16-be','surrogatepass') -> '\xd8\x00'
# expect: str(b'\xed\xa0\x80', 'utf-8', 'surrogatepass') -> '\ud800'
# expect: '\ud800'.encode('latin-1','surrogatepass') -> UnicodeEncodeError: 'latin-1' codec can't encode character '\ud800' in position 0: ordinal not in range(256)
# expect: '\ud800'.encode('ascii','surrogatepass') -> UnicodeEncodeError: 'ascii' codec can't encode character '\ud800' in position 0: ordinal not in range(128)
# expect: '\ud800'.encode('cp1252', 'surrogatepass') -> UnicodeEncodeError: 'charmap' codec can't encode character '\ud800' in position 0: character maps to <undefined>
# expect: '\x80'.encode('ascii','surrogatepass') -> UnicodeEncodeError: 'ascii' codec can't encode character '\x80' in position 0: ordinal not in range(128)
# expect: b'\xed\xa0'.decode('utf-8','surrogatepass') -> UnicodeDecodeError: 'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte
# expect: b'\xed\xa0\x80\xed'.decode('utf-8','surrogatepass') -> UnicodeDecodeError: 'utf-8' codec can't decode byte 0xed in position 3: unexpected end of data
# expect: b'a\xed\xc0\x80'.decode('utf-8', 'surrogatepass') -> UnicodeDecodeError: 'utf-8' codec can't decode byte 0xed in position 1: invalid continuation byte
# expect: b'\xff'.decode('utf-8','surrogatepass') -> UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
# expect: b'\xff'.decode('latin-1','surrogatepass') -> '\xff'
# expect: b'\xff'.decode('ascii','surrogatepass') -> UnicodeDecodeError: 'ascii' codec can't decode byte 0xff in position 0: ordinal not in range(128)
# expect: b'\x00'.decode('utf-16-le','surrogatepass') -> UnicodeDecodeError: 'utf-16-le' codec can't decode byte 0x00 in position 0: truncated data
# expect: b'\x00\x00\x11\x00'.decode('utf-32-le', 'surrogatepass') -> UnicodeDecodeError: 'utf-32-le' codec can't decode bytes in position 0-3: code point not in range(0x110000)
# expect: b'x\xed\xa0\xbdy\n'
# expect: 'x\ud83dy\n'
