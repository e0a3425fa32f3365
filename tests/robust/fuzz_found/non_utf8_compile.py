# Bytes that are not UTF-8 given to compile() (found by scripts/source_fuzz.py):
# as CPython's tokenizer, comments are not decoded; names and string
# literals fail as decoding them does, at CPython's positions.
cases = [
    b"x = 1  # caf\xe9\nprint(x)\n",
    b"# caf\xe9\nx = 2\n",
    b"x = 3\n\n\n# caf\xe9",
    b"# -*- coding: utf-8 -*-\nx = 4  # caf\xe9\n",
    b"#!/usr/bin/python \xe9\nx = 5\n",
    b"x = (6, # \xe9\n 7)\n",
    b"\xef\xbb\xbfx = 8 # \xe9\n",
    b"x = 9 # \xed\xa0\x80\n",
    b"x = 10\n'\xc3\xa9' # \xc3\n",
    b"x = 'caf\xe9'\n",
    b"x = 1 \xe9\n",
    b"\xe9 = 1\n",
    b"x\xe9 = 1\n",
    b"x = \xc3\xa9\xe9\n",
    b"f'{x}\xe9'\n",
    b"'a' '\xe9'\n",
    b"x = 1\n'\xe9\xe9'\n",
    b"'\\\xe9'\n",
    b"r'\xe9'\n",
    b"'\xc3\xa9\xe9'\n",
    b"u'ab\xe9cd'\n",
    b"'# \xe9'\n",
    b"x = '#' \xe9\n",
    b"# coding: utf-8\nx = 1 \xe9\n",
    b"'\xed\xa0\x80'\n",
    b"x = (1 # \xe9\n",
]
for src in cases:
    try:
        ns = {}
        exec(compile(src, "f.py", "exec"), ns)
        print("ok", ns.get("x"))
    except SyntaxError as e:
        print("SyntaxError:", e.msg, e.lineno, e.offset, e.end_offset, ascii(e.text))
# expect: 1
# expect: ok 1
# expect: ok 2
# expect: ok 3
# expect: ok 4
# expect: ok 5
# expect: ok (6, 7)
# expect: ok 8
# expect: ok 9
# expect: ok 10
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 3: unexpected end of data 1 11 11 "x = 'caf\ufffd'\n"
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 7 -1 'x = 1 \ufffd\n'
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 1 -1 '\ufffd = 1\n'
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 1: unexpected end of data 1 2 -1 'x\ufffd = 1\n'
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 2: unexpected end of data 1 7 -1 'x = \xe9\ufffd\n'
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 8 8 "f'{x}\ufffd'\n"
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 8 8 "'a' '\ufffd'\n"
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: invalid continuation byte 2 5 5 "'\ufffd\ufffd'\n"
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 5 5 "'\\\ufffd'\n"
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 5 5 "r'\ufffd'\n"
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 2: unexpected end of data 1 6 6 "'\xe9\ufffd'\n"
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 2: invalid continuation byte 1 9 9 "u'ab\ufffdcd'\n"
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 2: unexpected end of data 1 6 6 "'# \ufffd'\n"
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 9 -1 "x = '#' \ufffd\n"
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 2 7 -1 'x = 1 \ufffd\n'
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte 1 6 6 "'\ufffd\ufffd\ufffd'\n"
# expect: SyntaxError: '(' was never closed 1 5 0 'x = (1 # \ufffd\n'
