# bytes % args (PEP 461) and str % edge cases found by scripts/format_fuzz.py
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: b"%x|%5d|%-4s|%.2s" % (255, -3, b"ab", b"xyz"))
show(lambda: b"%s" % "a")
show(lambda: b"%c%c" % (65, b"B"))
show(lambda: b"%c" % 256)
show(lambda: b"%r %a" % ("\xe9", b"x"))
show(lambda: b"%(k)s" % {b"k": b"v"})
show(lambda: b"%(k)s" % {"k": b"v"})
show(lambda: b"x" % "abc")
show(lambda: b"%d" % (1, 2))
show(lambda: b"%f" % "a")
show(lambda: b"%y" % 1)
show(lambda: b"\xc3%\xc3" % 1)
show(lambda: bytearray(b"%s!") % b"a")
show(lambda: "%5%" % ())
show(lambda: "%5%" % (1,))
show(lambda: "%(a)%" % {"a": 1})
show(lambda: "\xe9%\xe9" % 1)
show(lambda: "%(a)s%s" % {"a": 1})
# expect: b'ff|   -3|ab  |xy'
# expect: TypeError %b requires a bytes-like object, or an object that implements __bytes__, not 'str'
# expect: b'AB'
# expect: OverflowError %c arg not in range(256)
# expect: b"'\\xe9' b'x'"
# expect: b'v'
# expect: KeyError b'k'
# expect: TypeError not all arguments converted during bytes formatting
# expect: TypeError not all arguments converted during bytes formatting
# expect: TypeError float argument required, not str
# expect: ValueError unsupported format character 'y' (0x79) at index 1
# expect: OverflowError character argument not in range(0x110000)
# expect: bytearray(b'a!')
# expect: TypeError not enough arguments for format string
# expect: ValueError unsupported format character '%' (0x25) at index 2
# expect: ValueError unsupported format character '%' (0x25) at index 4
# expect: ValueError unsupported format character '?' (0xe9) at index 2
# expect: TypeError not enough arguments for format string
# A format character right after width/precision digits is shown as Latin-1;
# elsewhere CPython's signed-char path raises OverflowError. '*' takes C-sized ints.
for t in [b"%5\xc3", b"%.5\xc3", b"%-\xc3", b"%\xc3", b"%\x7f"]:
    show(lambda: t % (1, 2, 3))
for t, vs in [("%*d", [-7, 2**63, 10**30]), ("%.*d", [-2**31, 2**63, 10**30]), (b"%.*d", [-2**31, 2**63, 10**30])]:
    for v in vs:
        show(lambda: (t % (v, 1))[:5])
show(lambda: "%.99999999999999999999d" % 1)
show(lambda: b"%.99999999999999999999d" % 1)
# expect: ValueError unsupported format character 'Ã' (0xc3) at index 2
# expect: ValueError unsupported format character 'Ã' (0xc3) at index 3
# expect: OverflowError character argument not in range(0x110000)
# expect: OverflowError character argument not in range(0x110000)
# expect: ValueError unsupported format character '' (0x7f) at index 1
# expect: '1    '
# expect: OverflowError Python int too large to convert to C ssize_t
# expect: OverflowError Python int too large to convert to C ssize_t
# expect: '1'
# expect: OverflowError Python int too large to convert to C int
# expect: OverflowError Python int too large to convert to C int
# expect: b'1'
# expect: OverflowError Python int too large to convert to C int
# expect: OverflowError Python int too large to convert to C int
# expect: ValueError precision too big
# expect: ValueError prec too big
