# str.encode with the codecs open() shares: UTF-16/32 (with and without a
# byte-order mark), cp1252, utf-8-sig, and the error handlers.
def show(f):
    try:
        print(repr(f()))
    except (UnicodeError, LookupError) as e:
        print(type(e).__name__, e)
s = "a\xe9\u20ac\U0001f600"
for enc in ["utf-16", "utf-16-le", "UTF-16BE", "utf-32", "utf_32_le", "utf-32-be", "utf-8-sig", "u8"]:
    show(lambda: s.encode(enc))
show(lambda: "\u20ac\u2019\xe9".encode("cp1252"))
show(lambda: "\u0100\u0101x".encode("windows-1252"))
show(lambda: "x\ud800y".encode("utf-8"))
show(lambda: "\ud800\udc00".encode("utf-8"))
show(lambda: "x\ud800".encode("utf-16"))
show(lambda: "a\udc80\udcffb".encode("latin-1", "surrogateescape"))
show(lambda: "a\udc41".encode("ascii", "surrogateescape"))
show(lambda: "x\u0100".encode("cp1252", "xmlcharrefreplace"))
show(lambda: "a\ud800b".encode("utf-16-le", "replace"))
show(lambda: "\xe9".encode("latin-1", "bogus"))
show(lambda: "\u0100".encode("latin-1", "bogus"))
show(lambda: "x".encode("utf.8"))

# expect: b'\xff\xfea\x00\xe9\x00\xac =\xd8\x00\xde'
# expect: b'a\x00\xe9\x00\xac =\xd8\x00\xde'
# expect: b'\x00a\x00\xe9 \xac\xd8=\xde\x00'
# expect: b'\xff\xfe\x00\x00a\x00\x00\x00\xe9\x00\x00\x00\xac \x00\x00\x00\xf6\x01\x00'
# expect: b'a\x00\x00\x00\xe9\x00\x00\x00\xac \x00\x00\x00\xf6\x01\x00'
# expect: b'\x00\x00\x00a\x00\x00\x00\xe9\x00\x00 \xac\x00\x01\xf6\x00'
# expect: b'\xef\xbb\xbfa\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80'
# expect: b'a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80'
# expect: b'\x80\x92\xe9'
# expect: UnicodeEncodeError 'charmap' codec can't encode characters in position 0-1: character maps to <undefined>
# expect: UnicodeEncodeError 'utf-8' codec can't encode character '\ud800' in position 1: surrogates not allowed
# expect: UnicodeEncodeError 'utf-8' codec can't encode characters in position 0-1: surrogates not allowed
# expect: UnicodeEncodeError 'utf-16' codec can't encode character '\ud800' in position 1: surrogates not allowed
# expect: b'a\x80\xffb'
# expect: UnicodeEncodeError 'ascii' codec can't encode character '\udc41' in position 1: ordinal not in range(128)
# expect: b'x&#256;'
# expect: b'a\x00?\x00b\x00'
# expect: b'\xe9'
# expect: LookupError unknown error handler name 'bogus'
# expect: LookupError unknown encoding: utf.8
