# errors= on writing: strict raises UnicodeEncodeError with CPython's
# message; the other handlers write their substitutes.
import os, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "t.txt")
with open(p, "w", encoding="ascii") as f:
    try:
        f.write("na\xefve \u2603\u2603!")
    except UnicodeEncodeError as e:
        print(type(e).__name__, e)
        print(e.encoding, e.start, e.end, e.reason)
for enc in ["latin-1", "cp1252"]:
    with open(p, "w", encoding=enc) as f:
        try:
            f.write("x\u0100")
        except UnicodeEncodeError as e:
            print(e)
for errors in ["replace", "ignore", "backslashreplace", "xmlcharrefreplace"]:
    with open(p, "w", encoding="ascii", errors=errors) as f:
        f.write("caf\xe9 \u2603 \U0001f600")
    with open(p, "rb") as f:
        print(errors, f.read())
with open(p, "w", encoding="utf-8", errors="surrogateescape") as f:
    f.write("a\udcffb")
with open(p, "rb") as f:
    print(f.read())
with open(p, "w", encoding="utf-8") as f:
    try:
        f.write("a\ud800b")
    except UnicodeEncodeError as e:
        print(e)
os.remove(p)
os.rmdir(d)

# expect: UnicodeEncodeError 'ascii' codec can't encode character '\xef' in position 2: ordinal not in range(128)
# expect: ascii 2 3 ordinal not in range(128)
# expect: 'latin-1' codec can't encode character '\u0100' in position 1: ordinal not in range(256)
# expect: 'charmap' codec can't encode character '\u0100' in position 1: character maps to <undefined>
# expect: replace b'caf? ? ?'
# expect: ignore b'caf  '
# expect: backslashreplace b'caf\\xe9 \\u2603 \\U0001f600'
# expect: xmlcharrefreplace b'caf&#233; &#9731; &#128512;'
# expect: b'a\xffb'
# expect: 'utf-8' codec can't encode character '\ud800' in position 1: surrogates not allowed
