# + and * keep the left operand's kind (bytearray + bytes is a bytearray),
# and bytearray's += and *= change it in place.
ba = bytearray(b"ab")
alias = ba
print(repr(ba + b"c"), repr(b"c" + ba), repr(ba * 2), repr(2 * ba), repr(b"x" * 2))
ba += b"cd"
ba += bytearray(b"!")
print(alias is ba, repr(alias))
ba *= 2
print(alias is ba, repr(alias))
b = b"xy"
keep = b
b += b"z"
print(repr(b), repr(keep), b is keep)
print(repr(bytearray(b"q").__add__(b"r")), repr(bytearray(b"q").__mul__(3)), repr(bytearray(b"q").__rmul__(2)))


# expect: bytearray(b'abc') b'cab' bytearray(b'abab') bytearray(b'abab') b'xx'
# expect: True bytearray(b'abcd!')
# expect: True bytearray(b'abcd!abcd!')
# expect: b'xyz' b'xy' False
# expect: bytearray(b'qr') bytearray(b'qqq') bytearray(b'qq')
