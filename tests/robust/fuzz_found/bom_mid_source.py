# U+FEFF after the start of a source is the tokenizer's "invalid
# non-printable character" wherever it stands outside a string or comment
# (found by scripts/source_fuzz.py).
cases = [b'x = 1\n\xef\xbb\xbfy = 2\n', b'x = \xef\xbb\xbf1\n', b'x = 1 1\n\xef\xbb\xbf\n', b'\xef\xbb\xbf\xef\xbb\xbfx=1\n',
         b'# c\nx=1\xef\xbb\xbf\n', b'"a\xef\xbb\xbfb"\n', b'x\xef\xbb\xbf = 1\n', b'def f():\n    \xef\xbb\xbfreturn 1\n',
         b'x = (1,\n\xef\xbb\xbf2)\n']
for src in cases:
    for s in (src, src.decode("utf-8")):
        try:
            compile(s, "f.py", "exec")
            print("ok")
        except SyntaxError as e:
            print(e.msg, e.lineno, e.offset, e.end_offset)
# expect: invalid non-printable character U+FEFF 2 1 1
# expect: invalid non-printable character U+FEFF 2 1 1
# expect: invalid non-printable character U+FEFF 1 5 5
# expect: invalid non-printable character U+FEFF 1 5 5
# expect: invalid non-printable character U+FEFF 2 1 1
# expect: invalid non-printable character U+FEFF 2 1 1
# expect: invalid non-printable character U+FEFF 1 1 1
# expect: invalid non-printable character U+FEFF 1 1 1
# expect: invalid non-printable character U+FEFF 2 4 4
# expect: invalid non-printable character U+FEFF 2 4 4
# expect: ok
# expect: ok
# expect: invalid non-printable character U+FEFF 1 2 2
# expect: invalid non-printable character U+FEFF 1 2 2
# expect: invalid non-printable character U+FEFF 2 5 5
# expect: invalid non-printable character U+FEFF 2 5 5
# expect: invalid non-printable character U+FEFF 2 1 1
# expect: invalid non-printable character U+FEFF 2 1 1
