# memoryview over bytes and bytearray: len, indexing, slicing (a view of the
# same object), tobytes/tolist/hex, attributes, == with bytes-like objects.
data = b"hello world"
mv = memoryview(data)
print(len(mv), mv[0], mv[-1], mv.nbytes, mv.readonly, mv.format, mv.itemsize, mv.ndim, mv.shape, mv.strides)
print(mv.tobytes(), mv.tolist()[:3], mv.hex(), bytes(mv), bytearray(mv), mv.obj is data)
sub = mv[6:]
print(type(sub).__name__, sub.tobytes(), len(sub), sub[0], sub.obj is data, sub.nbytes)
print(mv[::2].tobytes(), mv[::2].strides, mv[::-1].tobytes(), mv[2:8][1:3].tobytes(), mv[5:2].tobytes())
print(mv == data, mv == b"other", mv[:5] == b"hello", b"hello" == mv[:5], mv == bytearray(data), mv == "hello world")
print(memoryview(b"ab") == memoryview(bytearray(b"ab")), mv != b"x", list(mv[:3]), [x for x in mv[-3:]])
print(hash(memoryview(b"abc")) == hash(b"abc"), isinstance(mv, memoryview), type(mv).__name__)
print(memoryview(mv).tobytes() == data, memoryview(b"").tolist(), len(memoryview(bytearray())))

# expect: 11 104 100 11 True B 1 1 (11,) (1,)
# expect: b'hello world' [104, 101, 108] 68656c6c6f20776f726c64 b'hello world' bytearray(b'hello world') True
# expect: memoryview b'world' 5 119 True 5
# expect: b'hlowrd' (2,) b'dlrow olleh' b'lo' b''
# expect: True False True True True False
# expect: True True [104, 101, 108] [114, 108, 100]
# expect: True True memoryview
# expect: True [] 0
