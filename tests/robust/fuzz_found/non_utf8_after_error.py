# An undecodable name after a syntax error (found by scripts/source_fuzz.py):
# CPython's tokenizer meets it while it checks the rest of the source, and
# its UnicodeDecodeError replaces the SyntaxError; a string literal is
# decoded by the parser only, so the SyntaxError stands.
cases = [
    b"x = = 1\ny\xe9 = 2\n",
    b"x = = 1\ny\xe9\n",
    b"1 +\nx\xe9",
    b"def f(:\n  pass\nab\xe9",
    b"x = = 1\n\n\n\xe9",
    b"if 1:\nx\xe9 = 2\n",
    b"x = = 1\ny = '\xe9'\n",
    b"x = = 1\n# \xe9\n",
    b"x = \xe9\n",
    b"x = (1,\n\xe9)\n",
    b"# coding: utf-8\ntry:\ntry:\nexcept TypeError \xe9s e:\n    pass\n",
    b"  x = 1\ny\xe9 = 2\n",
    b"x = 1\n  y = 2\nz\xe9 = 3\n",
    b"if 1:\nx = 1\ny\xe9\n",
]
for src in cases:
    try:
        compile(src, "f.py", "exec")
        print("ok")
    except SyntaxError as e:
        print("SyntaxError:", e.msg, e.lineno, e.offset)
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1: unexpected end of data
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1: unexpected end of data
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1: unexpected end of data
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 2: unexpected end of data
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 1: unexpected end of data 2 2
# expect: SyntaxError: invalid syntax 1 5
# expect: SyntaxError: invalid syntax 1 5
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 1 5
# expect: SyntaxError: (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: unexpected end of data 2 1
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 0: invalid continuation byte
# expect: SyntaxError: unexpected indent 1 2
# expect: SyntaxError: unexpected indent 2 2
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1: unexpected end of data
