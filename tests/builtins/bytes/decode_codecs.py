# bytes.decode with the codecs open() shares: byte-order marks, UTF-16/32
# errors with CPython's messages, cp1252's undefined bytes, the handlers.
def show(f):
    try:
        print(ascii(f()))
    except (UnicodeError, LookupError, TypeError) as e:
        print(type(e).__name__, e)
for data, enc in [(b"\xff\xfea\x00b\x00", "utf-16"), (b"\xfe\xff\x00a", "utf-16"), (b"a\x00", "utf-16"),
                  (b"\x00\x00\xfe\xff\x00\x00\x00a", "utf-32"), (b"\xef\xbb\xbfab", "utf-8-sig"),
                  (b"\xef\xbb\xbfab", "utf-8"), (b"\x80\x9f", "cp1252")]:
    show(lambda: data.decode(enc))
for data, enc in [(b"a\x00b", "utf-16-le"), (b"\x00\xd8a\x00", "utf-16-le"), (b"\x00\xd8", "utf-16-le"),
                  (b"\x00\xdca\x00", "utf-16-le"), (b"a\x00\x00\x00\x00\x00\x11\x00", "utf-32-le"),
                  (b"\x00\xd8\x00\x00", "utf-32-le"), (b"a\x00\x00", "utf-32"), (b"\x81", "cp1252"),
                  (b"\xef\xbb\xbf\xff", "utf-8-sig"), (b"\xe2\x82", "utf-8")]:
    show(lambda: data.decode(enc))
    show(lambda: data.decode(enc, "replace"))
    show(lambda: data.decode(enc, "backslashreplace"))
show(lambda: b"a\xffb".decode("utf-8", "surrogateescape"))
show(lambda: b"\x00\xdc".decode("utf-16-le", "surrogateescape"))
show(lambda: b"\xff".decode("utf-8", "xmlcharrefreplace"))
show(lambda: b"\xff".decode("utf-8", "bogus"))
show(lambda: b"ok".decode("utf-8", "bogus"))

# expect: 'ab'
# expect: 'a'
# expect: 'a'
# expect: 'a'
# expect: 'ab'
# expect: '\ufeffab'
# expect: '\u20ac\u0178'
# expect: UnicodeDecodeError 'utf-16-le' codec can't decode byte 0x62 in position 2: truncated data
# expect: 'a\ufffd'
# expect: 'a\\x62'
# expect: UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: illegal UTF-16 surrogate
# expect: '\ufffda'
# expect: '\\x00\\xd8a'
# expect: UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: unexpected end of data
# expect: '\ufffd'
# expect: '\\x00\\xd8'
# expect: UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: illegal encoding
# expect: '\ufffda'
# expect: '\\x00\\xdca'
# expect: UnicodeDecodeError 'utf-32-le' codec can't decode bytes in position 4-7: code point not in range(0x110000)
# expect: 'a\ufffd'
# expect: 'a\\x00\\x00\\x11\\x00'
# expect: UnicodeDecodeError 'utf-32-le' codec can't decode bytes in position 0-3: code point in surrogate code point range(0xd800, 0xe000)
# expect: '\ufffd'
# expect: '\\x00\\xd8\\x00\\x00'
# expect: UnicodeDecodeError 'utf-32-le' codec can't decode bytes in position 0-2: truncated data
# expect: '\ufffd'
# expect: '\\x61\\x00\\x00'
# expect: UnicodeDecodeError 'charmap' codec can't decode byte 0x81 in position 0: character maps to <undefined>
# expect: '\ufffd'
# expect: '\\x81'
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte
# expect: '\ufffd'
# expect: '\\xff'
# expect: UnicodeDecodeError 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data
# expect: '\ufffd'
# expect: '\\xe2\\x82'
# expect: 'a\udcffb'
# expect: UnicodeDecodeError 'utf-16-le' codec can't decode bytes in position 0-1: illegal encoding
# expect: TypeError don't know how to handle UnicodeDecodeError in error callback
# expect: LookupError unknown error handler name 'bogus'
# expect: 'ok'
