# The iso-8859-15 codec (Latin-9): the codec_fuzz/source_fuzz coding cookie.
def show(expr):
    try:
        r = ascii(eval(expr))
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    print(expr, "->", r)

show(r"b'\xa4\xa6\xa8\xb4\xb8\xbc\xbd\xbe\xff'.decode('iso8859_15')")
show(r"'\xa4'.encode('iso8859-15')")
show(r"'a\u20acb\xa4\xa5\xa6'.encode('latin9', 'replace')")
show(r"'\u20ac\u0160\u0178'.encode('l9')")
show(r"'\u0100'.encode('iso_8859_15', 'xmlcharrefreplace')")
show(r"'\udcff'.encode('ISO-8859-15', 'surrogateescape')")
show(r"'\u017e\xbe'.encode('iso8859_15', 'backslashreplace')")
show(r"b'x'.decode('latin-9')")
table = {0xa4: 0x20ac, 0xa6: 0x160, 0xa8: 0x161, 0xb4: 0x17d, 0xb8: 0x17e, 0xbc: 0x152, 0xbd: 0x153, 0xbe: 0x178}
text = "".join(chr(c) for c in range(256)).translate(table)
print(bytes(range(256)).decode("iso-8859-15") == text, text.encode("iso-8859-15") == bytes(range(256)))
# expect: b'\xa4\xa6\xa8\xb4\xb8\xbc\xbd\xbe\xff'.decode('iso8859_15') -> '\u20ac\u0160\u0161\u017d\u017e\u0152\u0153\u0178\xff'
# expect: '\xa4'.encode('iso8859-15') -> UnicodeEncodeError: 'charmap' codec can't encode character '\xa4' in position 0: character maps to <undefined>
# expect: 'a\u20acb\xa4\xa5\xa6'.encode('latin9', 'replace') -> b'a\xa4b?\xa5?'
# expect: '\u20ac\u0160\u0178'.encode('l9') -> b'\xa4\xa6\xbe'
# expect: '\u0100'.encode('iso_8859_15', 'xmlcharrefreplace') -> b'&#256;'
# expect: '\udcff'.encode('ISO-8859-15', 'surrogateescape') -> b'\xff'
# expect: '\u017e\xbe'.encode('iso8859_15', 'backslashreplace') -> b'\xb8\\xbe'
# expect: b'x'.decode('latin-9') -> LookupError: unknown encoding: latin-9
# expect: True True
