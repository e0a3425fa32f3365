# After `import m`, `from m import a`, `global g` (and `nonlocal`) a name is
# no expression: CPython's second pass parses no expression from the token
# its "invalid syntax" points to there, so a name that is not UTF-8 later on
# the line is found by the scan for tokenizer errors, a bare
# UnicodeDecodeError (found by scripts/source_fuzz.py).
cases = [b'import m(\xc3s)', b'import m(s)\xc3s', b'import m[\xc3s]', b'import m.a(\xc3s)', b'import m as b(\xc3s)',
         b'global m(\xc3s)', b'nonlocal m(\xc3s)', b'x=1;import m(\xc3s)', b'if 1:\n import m(\xc3s)',
         b'from m import a(\xc3s)', b'from m(\xc3s)', b'from m import a as b c(\xc3s)',
         b'import mathprint(math.fab\xc3s(-3), ,7)\n',
         # the parser reads the bad name itself, or parses an expression before it
         b'import a, b c\xc3s', b'from m import (a b\xc3s)', b'from . import a b\xc3s', b'x y\xc3s', b'x = a(1 2\xc3s)',
         b'pass(\xc3s)', b'del m(\xc3s)']
for src in cases:
    try:
        compile(src, "f.py", "exec")
        print("ok")
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError", e)
    except SyntaxError as e:
        print("SyntaxError", e.msg, e.lineno, e.offset)
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 3: invalid continuation byte
# expect: SyntaxError (unicode error) 'utf-8' codec can't decode byte 0xc3 in position 1: invalid continuation byte 1 15
# expect: SyntaxError (unicode error) 'utf-8' codec can't decode byte 0xc3 in position 1: invalid continuation byte 1 20
# expect: SyntaxError (unicode error) 'utf-8' codec can't decode byte 0xc3 in position 1: invalid continuation byte 1 19
# expect: SyntaxError (unicode error) 'utf-8' codec can't decode byte 0xc3 in position 1: invalid continuation byte 1 5
# expect: SyntaxError (unicode error) 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte 1 11
# expect: UnicodeDecodeError 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte
# expect: SyntaxError (unicode error) 'utf-8' codec can't decode byte 0xc3 in position 0: invalid continuation byte 1 8
