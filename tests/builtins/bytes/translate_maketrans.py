# bytes.maketrans (a staticmethod on bytes and bytearray) and translate.
t = bytes.maketrans(b"abc", b"xyz")
print(len(t), t[97:100], type(t).__name__, bytearray.maketrans(b"a", b"b")[97])
print(b"aabbcc-d".translate(t), b"hello".translate(None, b"l"), b"hello".translate(t, delete=b"eo"))
print(bytearray(b"abc").translate(t), type(bytearray(b"abc").translate(None)).__name__)
print(b"abc".maketrans(b"", b"") == bytes(range(256)))
try:
    bytes.maketrans(b"ab", b"x")
except ValueError as e:
    print("ValueError:", e)
try:
    b"abc".translate(b"short")
except ValueError as e:
    print("ValueError:", e)
try:
    bytes.maketrans("a", "b")
except TypeError as e:
    print("TypeError:", e)

# expect: 256 b'xyz' bytes 98
# expect: b'xxyyzz-d' b'heo' b'hll'
# expect: bytearray(b'xyz') bytearray
# expect: True
# expect: ValueError: maketrans arguments must have same length
# expect: ValueError: translation table must be 256 characters long
# expect: TypeError: a bytes-like object is required, not 'str'
