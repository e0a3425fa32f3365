# Source texts found by scripts/source_fuzz.py: a huge decimal literal is a
# SyntaxError at once (it used to take minutes), NUL anywhere in a source
# string is a SyntaxError, and non-printable characters are named as CPython does.
def try_compile(src):
    try:
        compile(src, "<fuzz>", "exec")
        print("compiled")
    except SyntaxError as e:
        print("SyntaxError", e.msg[:70])

try_compile("x = " + "9" * 5000)
try_compile("x = " + "9" * 4300)
try_compile("x = 1 # \0 in a comment")
try_compile(b"s = '\0'")
try_compile("x = 1 \ufeff")
with open("source_limits_nul.tmp", "wb") as f:
    f.write(b"print('ran')  # a NUL: \0 in a comment\n")

try:
    exec(open("source_limits_nul.tmp").read())
except SyntaxError as e:
    print("SyntaxError", e.msg)
import os
os.remove("source_limits_nul.tmp")
try_compile("a\u200bb = 1")
try_compile("x = 1\n\u3000y = 2")
try_compile("x = 1 \u2192 2")
# expect: SyntaxError Exceeds the limit (4300 digits) for integer string conversion: value h
# expect: compiled
# expect: SyntaxError source code string cannot contain null bytes
# expect: SyntaxError source code string cannot contain null bytes
# expect: SyntaxError invalid non-printable character U+FEFF
# expect: SyntaxError source code string cannot contain null bytes
# expect: SyntaxError invalid non-printable character U+200B
# expect: SyntaxError invalid non-printable character U+3000
# expect: SyntaxError invalid character '→' (U+2192)
