# An undecodable byte after `*x = ...`: that is CPython's compiler's error,
# not its parser's, so the parse reaches the byte and its SyntaxError
# "(unicode error)" is reported (found by scripts/source_fuzz.py: tpy's
# parser refused `*x = ...` and gave a bare UnicodeDecodeError).
srcs = [b"x = 1\n*y = 2\n\xe9print(1)\n", b"x = 1\n\xe9print(1)\n", b"*y = 2\nz = 3\n\xc3(1)\n", b"*y = 2\n"]
for s in srcs:
    try:
        compile(s, "f.py", "exec")
        print("ok")
    except (SyntaxError, UnicodeDecodeError) as e:
        print(type(e).__name__, str(e)[:90], getattr(e, "lineno", None))
# expect: SyntaxError (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: invalid continuation b 3
# expect: SyntaxError (unicode error) 'utf-8' codec can't decode byte 0xe9 in position 0: invalid continuation b 2
# expect: SyntaxError (unicode error) 'utf-8' codec can't decode byte 0xc3 in position 0: unexpected end of data 3
# expect: SyntaxError starred assignment target must be in a list or tuple (f.py, line 1) 1
