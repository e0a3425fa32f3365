# Codec error-handler edges found by scripts/codec_fuzz.py: surrogateescape
# escapes only the leading non-ASCII bytes of a bad UTF-16/32 unit and goes
# on after them; a handler's LookupError/TypeError is wrapped by CPython's
# codec registry for names without a fast path ("decoding with 'U8' codec
# failed (...)").
def show(expr):
    try:
        r = ascii(eval(expr))
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(expr, "->", r)

show(r"b'\x80\n\t?\x81z\x00\xe9 \x9d\x9d '.decode('utf-32-be', 'surrogateescape')")
show(r"b'\xef\xd8/\xc7'.decode('UTF-32LE', 'surrogateescape')")
show(r"b'\x93\xd2;'.decode('utf-32-le', 'surrogateescape')")
show(r"b'\x93\xd2\x94'.decode('utf-32-le', 'surrogateescape')")
show(r"b'\x00\xdc\x80\xdc'.decode('utf-16-le', 'surrogateescape')")
show(r"b'\xdc\x00\xdc\x80'.decode('utf-16-be', 'surrogateescape')")
show(r"b'\xe2\x82'.decode('utf-8', 'surrogateescape')")
for enc in ("utf-8", "UTF8", "utf_16", "utf-32", "latin-1", "iso8859-1", "ascii", "us-ascii", "U8", "utf-8-sig",
            "utf-16-be", "UTF-32LE", "cp1252", "windows-1252", "latin9"):
    show("b'\\xff\\xfe\\xfa'.decode(%r, 'bogus')" % enc)
    show("b'\\xff\\xfe\\xfa'.decode(%r, 'xmlcharrefreplace')" % enc)
    show("'\\udcff\\u20ac\\U0001F600'.encode(%r, 'bogus')" % enc)
show(r"str(b'\xff', 'U8', 'namereplace')")
# surrogateescape in the one-byte codecs takes the whole unencodable run;
# UTF-8 escapes the leading smuggled bytes and fails on the rest.
for enc in ("cp1252", "windows-1252", "latin-1", "ascii", "iso8859-15", "utf-8"):
    for text in ("\udc80\U0001F600\xe9", "\udcff\ud800\x80\u2028\x9d", "\nc \udc80\U0001F600a\x00\udcff",
                 "a\udc80\udcffb", "\udc80\ud800"):
        show("%r.encode(%r, 'surrogateescape')" % (text, enc))
# expect: b'\x80\n\t?\x81z\x00\xe9 \x9d\x9d '.decode('utf-32-be', 'surrogateescape') -> UnicodeDecodeError: 'utf-32-be' codec can't decode bytes in position 1-4: code point not in range(0x110000)
# expect: b'\xef\xd8/\xc7'.decode('UTF-32LE', 'surrogateescape') -> UnicodeDecodeError: 'utf-32-le' codec can't decode bytes in position 2-3: truncated data
# expect: b'\x93\xd2;'.decode('utf-32-le', 'surrogateescape') -> UnicodeDecodeError: 'utf-32-le' codec can't decode byte 0x3b in position 2: truncated data
# expect: b'\x93\xd2\x94'.decode('utf-32-le', 'surrogateescape') -> '\udc93\udcd2\udc94'
# expect: b'\x00\xdc\x80\xdc'.decode('utf-16-le', 'surrogateescape') -> UnicodeDecodeError: 'utf-16-le' codec can't decode bytes in position 0-1: illegal encoding
# expect: b'\xdc\x00\xdc\x80'.decode('utf-16-be', 'surrogateescape') -> '\udcdc\xdc\udc80'
# expect: b'\xe2\x82'.decode('utf-8', 'surrogateescape') -> '\udce2\udc82'
# expect: b'\xff\xfe\xfa'.decode('utf-8', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('utf-8', 'xmlcharrefreplace') -> TypeError: don't know how to handle UnicodeDecodeError in error callback
# expect: '\udcff\u20ac\U0001F600'.encode('utf-8', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('UTF8', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('UTF8', 'xmlcharrefreplace') -> TypeError: don't know how to handle UnicodeDecodeError in error callback
# expect: '\udcff\u20ac\U0001F600'.encode('UTF8', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('utf_16', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('utf_16', 'xmlcharrefreplace') -> TypeError: don't know how to handle UnicodeDecodeError in error callback
# expect: '\udcff\u20ac\U0001F600'.encode('utf_16', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('utf-32', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('utf-32', 'xmlcharrefreplace') -> TypeError: don't know how to handle UnicodeDecodeError in error callback
# expect: '\udcff\u20ac\U0001F600'.encode('utf-32', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('latin-1', 'bogus') -> '\xff\xfe\xfa'
# expect: b'\xff\xfe\xfa'.decode('latin-1', 'xmlcharrefreplace') -> '\xff\xfe\xfa'
# expect: '\udcff\u20ac\U0001F600'.encode('latin-1', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('iso8859-1', 'bogus') -> '\xff\xfe\xfa'
# expect: b'\xff\xfe\xfa'.decode('iso8859-1', 'xmlcharrefreplace') -> '\xff\xfe\xfa'
# expect: '\udcff\u20ac\U0001F600'.encode('iso8859-1', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('ascii', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('ascii', 'xmlcharrefreplace') -> TypeError: don't know how to handle UnicodeDecodeError in error callback
# expect: '\udcff\u20ac\U0001F600'.encode('ascii', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('us-ascii', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('us-ascii', 'xmlcharrefreplace') -> TypeError: don't know how to handle UnicodeDecodeError in error callback
# expect: '\udcff\u20ac\U0001F600'.encode('us-ascii', 'bogus') -> LookupError: unknown error handler name 'bogus'
# expect: b'\xff\xfe\xfa'.decode('U8', 'bogus') -> LookupError: decoding with 'U8' codec failed (LookupError: unknown error handler name 'bogus')
# expect: b'\xff\xfe\xfa'.decode('U8', 'xmlcharrefreplace') -> TypeError: decoding with 'U8' codec failed (TypeError: don't know how to handle UnicodeDecodeError in error callback)
# expect: '\udcff\u20ac\U0001F600'.encode('U8', 'bogus') -> LookupError: encoding with 'U8' codec failed (LookupError: unknown error handler name 'bogus')
# expect: b'\xff\xfe\xfa'.decode('utf-8-sig', 'bogus') -> LookupError: decoding with 'utf-8-sig' codec failed (LookupError: unknown error handler name 'bogus')
# expect: b'\xff\xfe\xfa'.decode('utf-8-sig', 'xmlcharrefreplace') -> TypeError: decoding with 'utf-8-sig' codec failed (TypeError: don't know how to handle UnicodeDecodeError in error callback)
# expect: '\udcff\u20ac\U0001F600'.encode('utf-8-sig', 'bogus') -> LookupError: encoding with 'utf-8-sig' codec failed (LookupError: unknown error handler name 'bogus')
# expect: b'\xff\xfe\xfa'.decode('utf-16-be', 'bogus') -> LookupError: decoding with 'utf-16-be' codec failed (LookupError: unknown error handler name 'bogus')
# expect: b'\xff\xfe\xfa'.decode('utf-16-be', 'xmlcharrefreplace') -> TypeError: decoding with 'utf-16-be' codec failed (TypeError: don't know how to handle UnicodeDecodeError in error callback)
# expect: '\udcff\u20ac\U0001F600'.encode('utf-16-be', 'bogus') -> LookupError: encoding with 'utf-16-be' codec failed (LookupError: unknown error handler name 'bogus')
# expect: b'\xff\xfe\xfa'.decode('UTF-32LE', 'bogus') -> LookupError: decoding with 'UTF-32LE' codec failed (LookupError: unknown error handler name 'bogus')
# expect: b'\xff\xfe\xfa'.decode('UTF-32LE', 'xmlcharrefreplace') -> TypeError: decoding with 'UTF-32LE' codec failed (TypeError: don't know how to handle UnicodeDecodeError in error callback)
# expect: '\udcff\u20ac\U0001F600'.encode('UTF-32LE', 'bogus') -> LookupError: encoding with 'UTF-32LE' codec failed (LookupError: unknown error handler name 'bogus')
# expect: b'\xff\xfe\xfa'.decode('cp1252', 'bogus') -> '\xff\xfe\xfa'
# expect: b'\xff\xfe\xfa'.decode('cp1252', 'xmlcharrefreplace') -> '\xff\xfe\xfa'
# expect: '\udcff\u20ac\U0001F600'.encode('cp1252', 'bogus') -> LookupError: encoding with 'cp1252' codec failed (LookupError: unknown error handler name 'bogus')
# expect: b'\xff\xfe\xfa'.decode('windows-1252', 'bogus') -> '\xff\xfe\xfa'
# expect: b'\xff\xfe\xfa'.decode('windows-1252', 'xmlcharrefreplace') -> '\xff\xfe\xfa'
# expect: '\udcff\u20ac\U0001F600'.encode('windows-1252', 'bogus') -> LookupError: encoding with 'windows-1252' codec failed (LookupError: unknown error handler name 'bogus')
# expect: b'\xff\xfe\xfa'.decode('latin9', 'bogus') -> '\xff\xfe\xfa'
# expect: b'\xff\xfe\xfa'.decode('latin9', 'xmlcharrefreplace') -> '\xff\xfe\xfa'
# expect: '\udcff\u20ac\U0001F600'.encode('latin9', 'bogus') -> LookupError: encoding with 'latin9' codec failed (LookupError: unknown error handler name 'bogus')
# expect: str(b'\xff', 'U8', 'namereplace') -> TypeError: decoding with 'U8' codec failed (TypeError: don't know how to handle UnicodeDecodeError in error callback)
# expect: '\udc80😀é'.encode('cp1252', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 0-1: character maps to <undefined>
# expect: '\udcff\ud800\x80\u2028\x9d'.encode('cp1252', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 0-4: character maps to <undefined>
# expect: '\nc \udc80😀a\x00\udcff'.encode('cp1252', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 3-4: character maps to <undefined>
# expect: 'a\udc80\udcffb'.encode('cp1252', 'surrogateescape') -> b'a\x80\xffb'
# expect: '\udc80\ud800'.encode('cp1252', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 0-1: character maps to <undefined>
# expect: '\udc80😀é'.encode('windows-1252', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 0-1: character maps to <undefined>
# expect: '\udcff\ud800\x80\u2028\x9d'.encode('windows-1252', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 0-4: character maps to <undefined>
# expect: '\nc \udc80😀a\x00\udcff'.encode('windows-1252', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 3-4: character maps to <undefined>
# expect: 'a\udc80\udcffb'.encode('windows-1252', 'surrogateescape') -> b'a\x80\xffb'
# expect: '\udc80\ud800'.encode('windows-1252', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 0-1: character maps to <undefined>
# expect: '\udc80😀é'.encode('latin-1', 'surrogateescape') -> UnicodeEncodeError: 'latin-1' codec can't encode character '\U0001f600' in position 1: ordinal not in range(256)
# expect: '\udcff\ud800\x80\u2028\x9d'.encode('latin-1', 'surrogateescape') -> UnicodeEncodeError: 'latin-1' codec can't encode character '\ud800' in position 1: ordinal not in range(256)
# expect: '\nc \udc80😀a\x00\udcff'.encode('latin-1', 'surrogateescape') -> UnicodeEncodeError: 'latin-1' codec can't encode character '\U0001f600' in position 4: ordinal not in range(256)
# expect: 'a\udc80\udcffb'.encode('latin-1', 'surrogateescape') -> b'a\x80\xffb'
# expect: '\udc80\ud800'.encode('latin-1', 'surrogateescape') -> UnicodeEncodeError: 'latin-1' codec can't encode character '\ud800' in position 1: ordinal not in range(256)
# expect: '\udc80😀é'.encode('ascii', 'surrogateescape') -> UnicodeEncodeError: 'ascii' codec can't encode characters in position 1-2: ordinal not in range(128)
# expect: '\udcff\ud800\x80\u2028\x9d'.encode('ascii', 'surrogateescape') -> UnicodeEncodeError: 'ascii' codec can't encode characters in position 1-4: ordinal not in range(128)
# expect: '\nc \udc80😀a\x00\udcff'.encode('ascii', 'surrogateescape') -> UnicodeEncodeError: 'ascii' codec can't encode character '\U0001f600' in position 4: ordinal not in range(128)
# expect: 'a\udc80\udcffb'.encode('ascii', 'surrogateescape') -> b'a\x80\xffb'
# expect: '\udc80\ud800'.encode('ascii', 'surrogateescape') -> UnicodeEncodeError: 'ascii' codec can't encode character '\ud800' in position 1: ordinal not in range(128)
# expect: '\udc80😀é'.encode('iso8859-15', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 0-1: character maps to <undefined>
# expect: '\udcff\ud800\x80\u2028\x9d'.encode('iso8859-15', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 0-1: character maps to <undefined>
# expect: '\nc \udc80😀a\x00\udcff'.encode('iso8859-15', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 3-4: character maps to <undefined>
# expect: 'a\udc80\udcffb'.encode('iso8859-15', 'surrogateescape') -> b'a\x80\xffb'
# expect: '\udc80\ud800'.encode('iso8859-15', 'surrogateescape') -> UnicodeEncodeError: 'charmap' codec can't encode characters in position 0-1: character maps to <undefined>
# expect: '\udc80😀é'.encode('utf-8', 'surrogateescape') -> b'\x80\xf0\x9f\x98\x80\xc3\xa9'
# expect: '\udcff\ud800\x80\u2028\x9d'.encode('utf-8', 'surrogateescape') -> UnicodeEncodeError: 'utf-8' codec can't encode character '\ud800' in position 1: surrogates not allowed
# expect: '\nc \udc80😀a\x00\udcff'.encode('utf-8', 'surrogateescape') -> b'\nc \x80\xf0\x9f\x98\x80a\x00\xff'
# expect: 'a\udc80\udcffb'.encode('utf-8', 'surrogateescape') -> b'a\x80\xffb'
# expect: '\udc80\ud800'.encode('utf-8', 'surrogateescape') -> UnicodeEncodeError: 'utf-8' codec can't encode character '\ud800' in position 1: surrogates not allowed
