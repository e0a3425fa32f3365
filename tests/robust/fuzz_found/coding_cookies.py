# PEP 263 coding comments as CPython's tokenizer reads them (found by
# scripts/source_fuzz.py): "utf-8-..." and "latin-1-..." spellings,
# iso-8859-15, and unknown names.
names = ["iso-8859-15", "iso8859-15", "latin9", "l9", "ISO_8859-15", "latin-9", "iso-latin-1",
         "latin-1-unix", "iso-8859-1-foo", "iso-latin-1-x", "Latin_1", "utf-8-unix", "utf_8-dos",
         "UTF8", "u8", "utf-8-sig", "cp1252", "windows-1252", "ascii", "us-ascii", "8859",
         "utf8-x", "bogus", "utf-16"]
for n in names:
    for body in (b'x = "\xe9\xa4"\n', b'x = "\xc3\xa9"\n'):
        src = ("# -*- coding: %s -*-\n" % n).encode("latin-1") + body
        try:
            ns = {}
            exec(compile(src, "s", "exec"), ns)
            print(n, ascii(ns["x"]))
        except SyntaxError as e:
            print(n, "SyntaxError:", e.msg, e.lineno, e.offset)
# A UTF-8 signature takes only a UTF-8 coding comment.
for src in (b"\xef\xbb\xbf# coding: latin-1\nx = 1\n", b"\xef\xbb\xbf# coding: utf-8-sig\nx = 2\n",
            b"\xef\xbb\xbf# coding: bogus\nx = 3\n", b"\xef\xbb\xbf#\n# coding: iso-latin-1\nx = 4\n",
            b"\xef\xbb\xbf# coding: UTF8\nx = 5\n", b"\xef\xbb\xbf# coding: iso-8859-15\nx = 6\n"):
    try:
        ns = {}
        exec(compile(src, "s", "exec"), ns)
        print(ns["x"])
    except SyntaxError as e:
        print("SyntaxError:", e.msg, e.lineno, e.offset)
# expect: iso-8859-15 '\xe9\u20ac'
# expect: iso-8859-15 '\xc3\xa9'
# expect: iso8859-15 '\xe9\u20ac'
# expect: iso8859-15 '\xc3\xa9'
# expect: latin9 '\xe9\u20ac'
# expect: latin9 '\xc3\xa9'
# expect: l9 '\xe9\u20ac'
# expect: l9 '\xc3\xa9'
# expect: ISO_8859-15 '\xe9\u20ac'
# expect: ISO_8859-15 '\xc3\xa9'
# expect: latin-9 SyntaxError: unknown encoding: latin-9 0 -1
# expect: latin-9 SyntaxError: unknown encoding: latin-9 0 -1
# expect: iso-latin-1 '\xe9\xa4'
# expect: iso-latin-1 '\xc3\xa9'
# expect: latin-1-unix '\xe9\xa4'
# expect: latin-1-unix '\xc3\xa9'
# expect: iso-8859-1-foo '\xe9\xa4'
# expect: iso-8859-1-foo '\xc3\xa9'
# expect: iso-latin-1-x '\xe9\xa4'
# expect: iso-latin-1-x '\xc3\xa9'
# expect: Latin_1 '\xe9\xa4'
# expect: Latin_1 '\xc3\xa9'
# expect: utf-8-unix SyntaxError: (unicode error) 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data 2 7
# expect: utf-8-unix '\xe9'
# expect: utf_8-dos SyntaxError: (unicode error) 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data 2 7
# expect: utf_8-dos '\xe9'
# expect: UTF8 SyntaxError: 'utf-8' codec can't decode bytes in position 28-29: invalid continuation byte 0 -1
# expect: UTF8 '\xe9'
# expect: u8 SyntaxError: 'utf-8' codec can't decode bytes in position 26-27: invalid continuation byte 0 -1
# expect: u8 '\xe9'
# expect: utf-8-sig SyntaxError: (unicode error) 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data 2 7
# expect: utf-8-sig '\xe9'
# expect: cp1252 '\xe9\xa4'
# expect: cp1252 '\xc3\xa9'
# expect: windows-1252 '\xe9\xa4'
# expect: windows-1252 '\xc3\xa9'
# expect: ascii SyntaxError: 'ascii' codec can't decode byte 0xe9 in position 29: ordinal not in range(128) 0 -1
# expect: ascii SyntaxError: 'ascii' codec can't decode byte 0xc3 in position 29: ordinal not in range(128) 0 -1
# expect: us-ascii SyntaxError: 'ascii' codec can't decode byte 0xe9 in position 32: ordinal not in range(128) 0 -1
# expect: us-ascii SyntaxError: 'ascii' codec can't decode byte 0xc3 in position 32: ordinal not in range(128) 0 -1
# expect: 8859 '\xe9\xa4'
# expect: 8859 '\xc3\xa9'
# expect: utf8-x SyntaxError: unknown encoding: utf8-x 0 -1
# expect: utf8-x SyntaxError: unknown encoding: utf8-x 0 -1
# expect: bogus SyntaxError: unknown encoding: bogus 0 -1
# expect: bogus SyntaxError: unknown encoding: bogus 0 -1
# expect: utf-16 SyntaxError: invalid character '‣' (U+2023) 1 1
# expect: utf-16 SyntaxError: invalid character '‣' (U+2023) 1 1
# expect: SyntaxError: encoding problem: iso-8859-1 with BOM 0 -1
# expect: 2
# expect: SyntaxError: encoding problem: bogus with BOM 0 -1
# expect: SyntaxError: encoding problem: iso-8859-1 with BOM 0 -1
# expect: SyntaxError: encoding problem: UTF8 with BOM 0 -1
# expect: SyntaxError: encoding problem: iso-8859-15 with BOM 0 -1
