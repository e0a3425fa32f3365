# bytes/bytearray: partition, rpartition, removeprefix/suffix, rindex,
# rsplit, splitlines.
print(b"a=b=c".partition(b"="), b"a=b=c".rpartition(b"="), b"abc".partition(b"x"), b"abc".rpartition(b"x"))
print(bytearray(b"k: v").partition(b": "), bytearray(b"abc").rpartition(bytearray(b"z")))
print(b"prefix-body".removeprefix(b"prefix-"), b"body.py".removesuffix(b".py"), b"abc".removeprefix(b""),
      b"abc".removesuffix(b"abcd"), bytearray(b"xy").removeprefix(b"x"))
print(b"abcabc".rindex(b"b"), b"abcabc".rindex(99), b"abcabc".rindex(b"a", 0, 3))
print(b" a  b c ".rsplit(), b"a b c".rsplit(None, 1), b"a,b,,c".rsplit(b","), b"a,b,c".rsplit(b",", maxsplit=1))
print(b"aXXbXXXc".rsplit(b"XX"), bytearray(b"1 2").rsplit(), b"".rsplit(), b"".rsplit(b","))
print(b"a\nb\r\nc\rd\n".splitlines(), b"a\nb\r\nc\rd\n".splitlines(True), b"".splitlines(), b"x\n\ny".splitlines(keepends=True))
print(bytearray(b"p\nq").splitlines())
for call in (lambda: b"abc".rindex(b"z"), lambda: b"abc".partition(b""), lambda: b"abc".rsplit(b"")):
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)
for call in (lambda: b"abc".partition("b"), lambda: b"abc".removeprefix("a")):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)

# expect: (b'a', b'=', b'b=c') (b'a=b', b'=', b'c') (b'abc', b'', b'') (b'', b'', b'abc')
# expect: (bytearray(b'k'), bytearray(b': '), bytearray(b'v')) (bytearray(b''), bytearray(b''), bytearray(b'abc'))
# expect: b'body' b'body' b'abc' b'abc' bytearray(b'y')
# expect: 4 5 0
# expect: [b'a', b'b', b'c'] [b'a b', b'c'] [b'a', b'b', b'', b'c'] [b'a,b', b'c']
# expect: [b'a', b'bX', b'c'] [bytearray(b'1'), bytearray(b'2')] [] [b'']
# expect: [b'a', b'b', b'c', b'd'] [b'a\n', b'b\r\n', b'c\r', b'd\n'] [] [b'x\n', b'\n', b'y']
# expect: [bytearray(b'p'), bytearray(b'q')]
# expect: ValueError: subsection not found
# expect: ValueError: empty separator
# expect: ValueError: empty separator
# expect: TypeError: a bytes-like object is required, not 'str'
# expect: TypeError: a bytes-like object is required, not 'str'
