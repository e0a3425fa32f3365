# An ASCII control character outside a string or comment is the
# tokenizer's "invalid non-printable character" (found by
# scripts/source_fuzz.py), so no later undecodable name replaces it.
cases = [b'x = 1 \x01 2', b'x = \x7f', b'\x1b', b'\x7f\xe9', b'x = (1,\n\x0b)', b'# c\x01omment\nx=1',
         b'"a\x01b"', b'x = 1 1 \x02', b'x = 1\x0c+ 2', b'if 1:\n\x0b pass']
for src in cases:
    try:
        compile(src, "f.py", "exec")
        print("ok")
    except SyntaxError as e:
        print(e.msg, e.lineno, e.offset)
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
# expect: invalid non-printable character U+0001 1 7
# expect: invalid non-printable character U+007F 1 5
# expect: invalid non-printable character U+001B 1 1
# expect: invalid non-printable character U+007F 1 1
# expect: invalid non-printable character U+000B 2 1
# expect: ok
# expect: ok
# expect: invalid non-printable character U+0002 1 9
# expect: ok
# expect: invalid non-printable character U+000B 2 1
