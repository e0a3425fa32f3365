# A byte that is not UTF-8 right after a number, or in a name after a
# decorator line (found by scripts/source_fuzz.py): CPython's tokenizer ends
# the number there (no "invalid decimal literal") and the byte starts a name
# of its own, which fails to decode; after a parser error that name's
# UnicodeDecodeError replaces the SyntaxError unless the parser read it.
cases = [b',3.\x80', b',3\x80', b',3x', b'3.\x80', b'3\x80', b'x = 3\xe9', b',3.\xc3\xa9', b'3\xc3\xa9', b',0x1\x80',
         b',1e5\x80', b',1j\x80', b'x = 1 1\ny = 3\x80\n', b'1_\x80', b'0b1\x80', b'3 \x80',
         b'@t\ns.\xf8', b'@t\ns.x\xf8', b'@t\nx\xf8', b'@t\nx.y\n\xf8', b'@t\n1\n\xf8']
for src in cases:
    try:
        compile(src, "f.py", "exec")
        print("ok")
    except SyntaxError as e:
        print("SyntaxError:", e.msg, e.lineno, e.offset)
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0x80 in position 0: invalid start byte
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0x80 in position 0: invalid start byte
# expect: SyntaxError: invalid decimal literal 1 2
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0x80 in position 0: invalid start byte 1 3
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0x80 in position 0: invalid start byte 1 2
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 6
# expect: SyntaxError: invalid syntax 1 1
# expect: SyntaxError: invalid syntax 1 2
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0x80 in position 0: invalid start byte
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0x80 in position 0: invalid start byte
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0x80 in position 0: invalid start byte
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0x80 in position 0: invalid start byte
# expect: SyntaxError: invalid decimal literal 1 2
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0x80 in position 0: invalid start byte 1 4
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0x80 in position 0: invalid start byte 1 3
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xf8 in position 0: invalid start byte
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xf8 in position 1: invalid start byte
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xf8 in position 1: invalid start byte 2 2
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xf8 in position 0: invalid start byte
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xf8 in position 0: invalid start byte
