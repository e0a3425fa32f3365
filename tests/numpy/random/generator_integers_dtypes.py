# Generator.integers for every integer dtype and bool: Lemire's method,
# 8/16-bit values and bools from buffered 32-bit draws (themselves halves
# of 64-bit draws); scalars are NumPy scalars unless dtype is int or bool.
import numpy as np
g = np.random.default_rng(12345)
for dt in [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64]:
    print(dt.__name__, g.integers(0, 100, 5, dtype=dt), g.integers(1, 6, 4, dtype=dt, endpoint=True), g.random())
print(g.integers(0, 2, 40, dtype=bool).astype(int), g.random())
print(g.integers(-2**31, 2**31, 3, dtype=np.int32), g.integers(0, 2**32, 3, dtype=np.uint32), g.integers(0, 256, 5, dtype=np.uint8))
print(g.integers(0, 2**40, 3), g.integers(-5, 5, 6))
for dt in [None, int, bool, np.int64, np.bool_, 'i1']:
    r = g.integers(0, 2) if dt is None else g.integers(0, 2, dtype=dt)
    print(repr(r), type(r).__name__)
print(repr(g.integers(10)), repr(g.integers(0, 5)))
for args, kw in [((0, 0), {}), ((0, -1), {'endpoint': True}), ((1, 0), {'endpoint': True}), ((5, 5), {}),
                 ((0, 300), {'dtype': np.int8}), ((0, 3), {'dtype': bool}), ((0, 2), {'dtype': np.float32})]:
    try:
        g.integers(*args, **kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(g.bytes(0), g.bytes(5), g.bytes(3), g.random())

# expect: int8 [61 75 99 69 19] [6 5 6 5] 0.7973654573327341
# expect: uint8 [ 7  8 31  6 52] [5 1 1 5] 0.391109550601909
# expect: int16 [55 83 29 33 89] [5 4 4 2] 0.6727560440146213
# expect: uint16 [81 18 67 61 99] [4 5 1 2] 0.9488811518333182
# expect: int32 [73 66 13  9 26] [3 1 6 3] 0.3264728640701121
# expect: uint32 [69 11 73 77 22] [5 1 3 1] 0.3401001849547053
# expect: int64 [47 46 47 26 55] [5 3 2 1] 0.09166475154493592
# expect: uint64 [12 12 59 80 85] [4 4 2 6] 0.7247813610920201
# expect: [1 0 0 1 0 0 0 1 1 1 0 0 1 0 1 0 1 0 0 0 0 1 1 1 1 1 0 1 1 1 0 1 0 0 1 0 1
# expect:  0 1 0] 0.9293378015753163
# expect: [  178093249   198367398 -1069134497] [4027274692 2374937434 2125957014] [101 104 251  80 209]
# expect: [496735942050 731218029201 363818425574] [ 1  4 -1 -3 -3 -2]
# expect: 1 int64
# expect: 0 int
# expect: True bool
# expect: 0 int64
# expect: False bool_
# expect: 1 int8
# expect: 0 3
# expect: ValueError high <= 0
# expect: ValueError high < 0
# expect: ValueError low > high
# expect: ValueError low >= high
# expect: ValueError high is out of bounds for int8
# expect: ValueError high is out of bounds for bool
# expect: TypeError Unsupported dtype dtype('float32') for integers
# expect: b'' b'\xad;JH\t' b'\xdf1n' 0.6168289772563805
