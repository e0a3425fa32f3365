# bytes/bytearray: center, ljust, rjust, zfill, expandtabs, case methods and
# predicates (ASCII only), results of self's kind.
for b in (b"abc", bytearray(b"abc")):
    print(repr(b.center(9)), repr(b.center(8, b"*")), repr(b.ljust(6, b"-")), repr(b.rjust(6)))
    print(repr(b.center(2)), repr(b.zfill(6)))
print(b"ab".center(5, b"*"), b"ab".center(6, b"*"), b"abc".center(6, b"*"), b"abc".center(5, bytearray(b"=")))
print(b"-42".zfill(6), b"+7".zfill(4), b"".zfill(3), b"x".zfill(-1))
print(b"a\tbc\td\n\tx".expandtabs(), b"a\tb".expandtabs(3), b"a\tb".expandtabs(tabsize=0), b"ab\r\tc".expandtabs(4))
print(b"hELLO wORLD 1x".capitalize(), b"hELLO wORLD".swapcase(), b"hello wORLD 3rd".title(), b"\xe9t\xe9".upper())
print(b"abc".isascii(), b"\x80".isascii(), b"".isascii())
print(b"abc1".islower(), b"aBc".islower(), b"123".islower(), b"ABC1".isupper(), b"".isupper())
print(b"Hello World".istitle(), b"Hello world".istitle(), b"HEllo".istitle(), b"1A 2B".istitle(), b"".istitle())
print(type(bytearray(b"ab").title()).__name__, type(bytearray(b"ab").center(5)).__name__)


class B(bytes):
    pass


print(type(B(b"x").ljust(3)).__name__, type(B(b"x").upper()).__name__)
for call in (lambda: b"a".center(5, "*"), lambda: b"a".center(5, b"**"), lambda: b"a".ljust("5"),
             lambda: b"a".zfill(None), lambda: b"a".expandtabs("x")):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)

# expect: b'   abc   ' b'**abc***' b'abc---' b'   abc'
# expect: b'abc' b'000abc'
# expect: bytearray(b'   abc   ') bytearray(b'**abc***') bytearray(b'abc---') bytearray(b'   abc')
# expect: bytearray(b'abc') bytearray(b'000abc')
# expect: b'**ab*' b'**ab**' b'*abc**' b'=abc='
# expect: b'-00042' b'+007' b'000' b'x'
# expect: b'a       bc      d\n        x' b'a  b' b'ab' b'ab\r    c'
# expect: b'Hello world 1x' b'Hello World' b'Hello World 3Rd' b'\xe9T\xe9'
# expect: True False True
# expect: True False False True False
# expect: True False False True False
# expect: bytearray bytearray
# expect: bytes bytes
# expect: TypeError: center() argument 2 must be a byte string of length 1, not str
# expect: TypeError: center() argument 2 must be a byte string of length 1, not bytes
# expect: TypeError: 'str' object cannot be interpreted as an integer
# expect: TypeError: 'NoneType' object cannot be interpreted as an integer
# expect: TypeError: 'str' object cannot be interpreted as an integer
