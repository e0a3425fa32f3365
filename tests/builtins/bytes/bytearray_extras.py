# bytearray.remove, bytearray.fromhex, += and *= as methods, and the
# reflected % of bytes and bytearray.
ba = bytearray(b"hello")
ba.remove(ord("l"))
print(ba)
try:
    ba.remove(ord("z"))
except ValueError as e:
    print("ValueError:", e)
try:
    ba.remove(300)
except ValueError as e:
    print("ValueError:", e)
h = bytearray.fromhex("de ad be ef")
print(h, type(h).__name__, bytes.fromhex("00ff"))
x = bytearray(b"ab")
r = x.__iadd__(b"cd")
print(r is x, x)
r = x.__imul__(2)
print(r is x, x)
x += bytearray(b"!")
print(x)
print(bytes.__rmod__(b"x", b"<%s>"), bytes.__rmod__(b"x", "s"), bytearray.__rmod__(bytearray(b"y"), bytearray(b"[%s]")))
print(b"abc".__bytes__(), b"abc".__getnewargs__())

# expect: bytearray(b'helo')
# expect: ValueError: value not found in bytearray
# expect: ValueError: byte must be in range(0, 256)
# expect: bytearray(b'\xde\xad\xbe\xef') bytearray b'\x00\xff'
# expect: True bytearray(b'abcd')
# expect: True bytearray(b'abcdabcd')
# expect: bytearray(b'abcdabcd!')
# expect: b'<x>' NotImplemented bytearray(b'[y]')
# expect: b'abc' (b'abc',)
