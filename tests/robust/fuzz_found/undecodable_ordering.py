# Which error wins when a source has an undecodable byte and another error
# (found by scripts/source_fuzz.py). CPython's tokenizer passes string
# literals through; the parser decodes them once it has read the token after
# them, and places the error there. A name that is not UTF-8 fails in the
# tokenizer: as a SyntaxError when the parser reads it (a lookahead too),
# as a bare UnicodeDecodeError when found by the scan for later tokenizer
# errors that follows a parser error.
cases = [
    b'"\xe9"r \xe9',
    b'"\xe9" \xe9',
    b'"a"r \xe9',
    b'"\xe9" x',
    b'"\xe9"\nr \xe9',
    b'"\xe9" + \xe9',
    b'"\xe9"(\xe9',
    b'b"\xe9" \xe9',
    b'x = (1 1\n\xe9\n',
    b'x = 1 1 \\\n\xe9\n',
    b'x = 1 1\ny=\xe9\n',
    b'x = 1 1 "\xe9"\n',
    b'x = "\xe9" + y\n',
    b'x = "ab\xe9cd"  \n',
    b'x = "\xe9" "b"\n',
    b'x = ("\xe9"\n)\n',
    b'x = "\xe9"; y = 2\n',
    b'# coding: utf-8\nx = "\xe9"\n',
    b'x = b"\xc3\xa9"\n',
    b'x = b"\xe9" "a"\n',
    b'x = "\xe9" b"a"\n',
    b'x = "a" b"\xe9"\n',
    b'x = f"ab\xe9{1}"\n',
    b'x = f"a{{b\xe9"\n',
    b'x = rf"ab\\x\xe9"\n',
    b'x = "ab\\n\xc3\xa9cd\xe9"\n',
    b'x = r"ab\xe9"\n',
]
for src in cases:
    try:
        compile(src, "f.py", "exec")
        print("ok")
    except SyntaxError as e:
        print("SyntaxError:", e.msg, e.lineno, e.offset, e.end_offset)
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 5 -1
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 6 -1
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 5 6
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 6 -1
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 2 1 -1
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 2 1 -1
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data
# expect: SyntaxError: invalid syntax 1 7 8
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 9 10
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 2: invalid continuation byte 1 14 14
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 12 12
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 2 1 2
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 8 9
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 2 6 6
# expect: SyntaxError: bytes can only contain ASCII literal characters 1 5 10
# expect: SyntaxError: bytes can only contain ASCII literal characters 1 5 9
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 13 13
# expect: SyntaxError: bytes can only contain ASCII literal characters 1 9 13
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 14 14
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 13 13
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 4: unexpected end of data 1 14 14
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 16 16
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 2: unexpected end of data 1 11 11
