# Bytes given to exec() and compile() are decoded by their coding
# comment; str source ignores it (it is already text).
exec(b"# coding: latin-1\nprint(ascii('\xe9'))\n")
exec("# coding: latin-1\nprint(ascii('\xe9'))\n")
code = compile(b"# -*- coding: cp1252 -*-\nx = '\x80'\n", "f.py", "exec")
ns = {}
exec(code, ns)
print(ascii(ns["x"]))
for src in [b"# coding: xyz\nx = 1\n", b"# coding: ascii\nx = '\xc3\xa9'\n"]:
    try:
        exec(src)
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno)

# expect: '\xe9'
# expect: '\xe9'
# expect: '\u20ac'
# expect: SyntaxError unknown encoding: xyz 0
# expect: SyntaxError 'ascii' codec can't decode byte 0xc3 in position 21: ordinal not in range(128) 0
