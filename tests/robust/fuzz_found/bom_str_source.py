# A source given as a str that starts with U+FEFF is refused ("invalid
# non-printable character"): compile(), exec() and eval() of a str, and
# a file's text read with open() (which keeps the U+FEFF). Bytes and files
# skip a leading UTF-8 signature: compile()/exec() of bytes, import
# (found by scripts/source_fuzz.py).
import os
import sys

for src in ["\ufeffx = 1", b"\xef\xbb\xbfx = 1", "\ufeff1", b"\xef\xbb\xbf1",
            "\ufeff# -*- coding: latin-1 -*-\nx = 1", b"\xef\xbb\xbf# -*- coding: utf-8 -*-\nx = 1\n"]:
    for name, run in [("compile exec", lambda s: compile(s, "s.py", "exec")),
                      ("compile eval", lambda s: compile(s, "s.py", "eval")),
                      ("compile single", lambda s: compile(s, "s.py", "single")),
                      ("exec", lambda s: exec(s, {})),
                      ("eval", lambda s: eval(s, {}))]:
        try:
            run(src)
            print(type(src).__name__, name, "ok")
        except SyntaxError as e:
            print(type(src).__name__, name, e.msg, e.lineno, e.offset, e.end_offset)

here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, "_bom_script.txt")
with open(path, encoding="utf-8") as f:
    text = f.read()
print(repr(text[0]))
try:
    exec(text)
except SyntaxError as e:
    print("str of a file:", e.msg, e.lineno, e.offset)
with open(path, "rb") as f:
    exec(f.read())
sys.path.insert(0, here)
import _bom_module
print(_bom_module.value)
# expect: str compile exec invalid non-printable character U+FEFF 1 1 1
# expect: str compile eval invalid non-printable character U+FEFF 1 1 1
# expect: str compile single invalid non-printable character U+FEFF 1 1 1
# expect: str exec invalid non-printable character U+FEFF 1 1 1
# expect: str eval invalid non-printable character U+FEFF 1 1 1
# expect: bytes compile exec ok
# expect: bytes compile eval invalid syntax 1 3 4
# expect: bytes compile single ok
# expect: bytes exec ok
# expect: bytes eval invalid syntax 1 3 4
# expect: str compile exec invalid non-printable character U+FEFF 1 1 1
# expect: str compile eval invalid non-printable character U+FEFF 1 1 1
# expect: str compile single invalid non-printable character U+FEFF 1 1 1
# expect: str exec invalid non-printable character U+FEFF 1 1 1
# expect: str eval invalid non-printable character U+FEFF 1 1 1
# expect: bytes compile exec ok
# expect: bytes compile eval ok
# expect: bytes compile single ok
# expect: bytes exec ok
# expect: bytes eval ok
# expect: str compile exec invalid non-printable character U+FEFF 1 1 1
# expect: str compile eval invalid non-printable character U+FEFF 1 1 1
# expect: str compile single invalid non-printable character U+FEFF 1 1 1
# expect: str exec invalid non-printable character U+FEFF 1 1 1
# expect: str eval invalid non-printable character U+FEFF 1 1 1
# expect: bytes compile exec ok
# expect: bytes compile eval invalid syntax 2 3 4
# expect: bytes compile single ok
# expect: bytes exec ok
# expect: bytes eval invalid syntax 2 3 4
# expect: '\ufeff'
# expect: str of a file: invalid non-printable character U+FEFF 1 1
# expect: file with a signature
# expect: imported
