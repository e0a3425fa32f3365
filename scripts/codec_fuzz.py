#!/usr/bin/env python3
"""Differential fuzzer for codecs and text files: random bytes and strings
through bytes.decode / str.encode / str(b, enc, errors) with utf-8, utf-8-sig,
latin-1, ascii, cp1252, utf-16(-le/-be), utf-32(-le/-be) and the error handlers
strict/replace/ignore/backslashreplace/surrogateescape/surrogatepass/
xmlcharrefreplace, and through open() (write a str with encoding/errors/
newline, read the bytes back; write bytes, read them as text with read(),
read(n), readline(), readlines(), iteration and another newline setting);
each case's value or exception (type and message) from tpy must equal
CPython's.

    python3 scripts/codec_fuzz.py --minutes 20
    python3 scripts/codec_fuzz.py --seed 7 --show

Findings go to build/codec_fuzz/ as in format_fuzz.py.
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz_common as fc  # noqa: E402

DRIVER = r'''
import sys
cases = open(sys.argv[1], encoding='utf-8').read().split('\n')
TMP = sys.argv[2] + '.txt'

def W(s, enc, errors, newline):
    """Writes s as text, returns the bytes on disk."""
    f = open(TMP, 'w', encoding=enc, errors=errors, newline=newline)
    try:
        n = f.write(s)
    finally:
        f.close()
    g = open(TMP, 'rb')
    data = g.read()
    g.close()
    return n, data

def R(b, enc, errors, newline, how):
    """Writes bytes b, reads them back as text the way `how` says."""
    g = open(TMP, 'wb')
    g.write(b)
    g.close()
    f = open(TMP, 'r', encoding=enc, errors=errors, newline=newline)
    try:
        if how == 'read':
            return f.read()
        if how == 'lines':
            return f.readlines()
        if how == 'iter':
            return [ln for ln in f]
        if how == 'line':
            return [f.readline(), f.readline(), f.read()]
        out = []
        while True:
            c = f.read(how)
            if not c:
                return out
            out.append(c)
    finally:
        f.close()

''' + fc.EVAL_LOOP

ENCODINGS = ["utf-8", "utf-8", "utf-8-sig", "latin-1", "ascii", "cp1252", "utf-16", "utf-16-le", "utf-16-be",
             "utf-32", "utf-32-le", "utf-32-be", "UTF8", "utf_8", "iso-8859-1", "latin1", "windows-1252", "U8",
             "utf16", "UTF-32LE", "us-ascii", "bogus", ""]
ERRORS = ["strict", "strict", "replace", "ignore", "backslashreplace", "surrogateescape", "surrogatepass",
          "xmlcharrefreplace", "namereplace", "bogus"]
CHARS = (["a", "z", " ", "\n", "\r", "\r\n", "\t", "\x00", "\x7f", "\x80", "\x81", "\x9d", "\xa0", "\xe9", "\xff",
          "\u0100", "\u20ac", "\u2028", "\u0152", "\ufeff", "\ufffd", "\ud800", "\udc80", "\udcff", "\udfff",
          "\U0001F600", "\U0010FFFF", "\u00e9t\u00e9", "\u65e5\u672c"] + list("abc\n"))


def rand_str(r):
    n = r.choice([0, 1, 2, 3, 5, 8, 13, 30])
    return "".join(r.choice(CHARS) for _ in range(n))


def rand_bytes(r):
    c = r.random()
    if c < 0.3:
        return bytes(r.randrange(256) for _ in range(r.choice([0, 1, 2, 3, 4, 7, 12, 20])))
    if c < 0.5:   # a valid encoding of a random string, then maybe damaged
        s = rand_str(r)
        enc = r.choice(["utf-8", "utf-16", "utf-16-le", "utf-32", "utf-32-be", "latin-1", "utf-8-sig"])
        b = bytearray(s.encode(enc, "surrogatepass" if enc.startswith("utf") else "replace"))
    else:
        pieces = [b"a", b"\n", b"\r", b"\r\n", b"\xc3\xa9", b"\xe2\x82\xac", b"\xf0\x9f\x98\x80", b"\xed\xa0\x80",
                  b"\xc0\xaf", b"\xff", b"\xfe", b"\x80", b"\x9d", b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff",
                  b"\x00", b"\xf4\x90\x80\x80", b"\xe2\x82", b"\xf0\x9f", b"\xc3", b"abc", b"\xff\xfe\x00\x00"]
        b = bytearray(b"".join(r.choice(pieces) for _ in range(r.randint(0, 8))))
    for _ in range(r.choice([0, 0, 1, 2])):
        if b and r.random() < 0.5:
            b[r.randrange(len(b))] = r.randrange(256)
        elif b:
            del b[r.randrange(len(b))]
    return bytes(b)


def make_cases(seed, n):
    r = random.Random(seed)
    out = []
    for _ in range(n):
        enc, err = r.choice(ENCODINGS), r.choice(ERRORS)
        c = r.random()
        if c < 0.25:
            out.append(f"{rand_bytes(r)!r}.decode({enc!r}, {err!r})")
        elif c < 0.45:
            out.append(f"{rand_str(r)!r}.encode({enc!r}, {err!r})")
        elif c < 0.5:
            form = r.choice(["str({b!r}, {e!r}, {x!r})", "bytes({s!r}, {e!r}, {x!r})", "{b!r}.decode({e!r})",
                             "{s!r}.encode({e!r})", "{b!r}.decode(encoding={e!r}, errors={x!r})",
                             "{s!r}.encode(errors={x!r})", "{b!r}.decode()", "bytearray({b!r}).decode({e!r}, {x!r})",
                             "{b!r}.decode({e!r}, 'surrogateescape').encode({e!r}, 'surrogateescape')"])
            out.append(form.format(b=rand_bytes(r), s=rand_str(r), e=enc, x=err))
        elif c < 0.75:
            nl = r.choice([None, "", "\n", "\r", "\r\n", "x"])
            e2 = enc if r.random() < 0.9 else None
            out.append(f"W({rand_str(r)!r}, {e2!r}, {err if r.random() < 0.7 else None!r}, {nl!r})")
        else:
            nl = r.choice([None, "", "\n", "\r", "\r\n"])
            how = r.choice(["read", "lines", "iter", "line", 1, 2, 3, 5])
            out.append(f"R({rand_bytes(r)!r}, {enc!r}, {err if r.random() < 0.7 else None!r}, {nl!r}, {how!r})")
    return out


def family(src):
    head = src.split("(")[0]
    if head in ("W", "R"):
        parts = src.rsplit(", ", 4 if head == "R" else 3)
        return head + ":" + ",".join(p.strip(")") for p in parts[1:])
    for word in ("decode", "encode", "str", "bytes"):
        if word in src:
            return word + ":" + ",".join(src.rsplit("(", 1)[-1].split(", ")[:2])
    return head


def main():
    return fc.diff_main(__doc__, "codec_fuzz", DRIVER, make_cases, family)


if __name__ == "__main__":
    sys.exit(main())
