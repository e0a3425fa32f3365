# RandomState.randint for every integer dtype and bool: masked rejection on
# 32-bit draws, 8/16-bit values and bools from buffered words; the state a
# later draw sees matches NumPy's.
import numpy as np
for dt in [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64]:
    np.random.seed(7)
    print(dt.__name__, np.random.randint(0, 10, 5, dtype=dt), np.random.randint(-3 if dt().dtype.kind == 'i' else 0, 100, 4, dtype=dt), np.random.rand())
np.random.seed(7)
print(np.random.randint(0, 2, 40, dtype=bool).astype(int), np.random.rand())
np.random.seed(1)
print(np.random.randint(-30000, 30000, 7, dtype=np.int16), np.random.rand())
print(np.random.randint(0, 256, 7, dtype=np.uint8), np.random.randint(-128, 128, 7, dtype=np.int8), np.random.rand())
print(np.random.randint(0, 2**32, 3, dtype=np.uint32), np.random.randint(-2**31, 2**31, 3, dtype=np.int32), np.random.rand())
print(np.random.randint(5, 6, 3, dtype=np.int8), np.random.randint(0, 2, size=(2, 3), dtype='i2'))
# scalar results: Python int / bool for the builtin types, NumPy scalars else
for dt in [int, np.int64, np.int8, bool, np.bool_, 'i4', np.uint64]:
    r = np.random.randint(0, 2, dtype=dt)
    print(dt if isinstance(dt, str) else dt.__name__, repr(r), type(r).__name__)
print(np.random.randint(0, 5, size=0, dtype=np.int8), np.random.randint(0, 5, size=(2, 0), dtype=np.int8).shape)
for lo, hi, dt in [(0, 300, np.int8), (-200, 0, np.int8), (0, 3, bool), (5, 5, np.int8), (0, 0, np.uint8), (-1, 3, np.uint8), (0, -2, np.int64)]:
    try:
        np.random.randint(lo, hi, 2, dtype=dt)
    except ValueError as e:
        print('ValueError', e)
try:
    np.random.randint(0, 5, dtype=np.float64)
except TypeError as e:
    print('TypeError', e)

# expect: int8 [0 8 3 4 4] [22 63 37 68] 0.31897222577340323
# expect: uint8 [0 8 3 4 4] [25 66 40 71] 0.31897222577340323
# expect: int16 [8 4 2 9 8] [37 64 56 80] 0.7234651778309412
# expect: uint16 [8 4 2 9 8] [40 67 59 83] 0.7234651778309412
# expect: int32 [4 9 6 3 3] [20 89 54 11] 0.26387083903789865
# expect: uint32 [4 9 6 3 3] [23 92 57 14] 0.26387083903789865
# expect: int64 [4 9 6 3 3] [20 89 54 11] 0.26387083903789865
# expect: uint64 [4 9 6 3 3] [23 92 57 14] 0.26387083903789865
# expect: [1 1 1 1 0 1 0 1 0 0 0 0 1 1 1 1 0 0 0 1 0 0 0 1 1 1 0 0 1 0 0 0 0 0 1 0 0
# expect:  0 1 1] 0.7799187922401146
# expect: [ -2671   3003 -17828  17207 -24808   2511 -29993] 0.12812444792935673
# expect: [133  30 193 255  79 203 145] [ 64 -45 -16 -68  16   0  35] 0.3965807272960261
# expect: [1666063943 1484172013 2876537340] [-443380346 1870626073  166716594] 0.8463109166860171
# expect: [5 5 5] [[1 0 0]
# expect:  [0 0 0]]
# expect: int 1 int
# expect: int64 0 int64
# expect: int8 0 int8
# expect: bool False bool
# expect: bool_ True bool_
# expect: i4 0 int32
# expect: uint64 0 uint64
# expect: [] (2, 0)
# expect: ValueError high is out of bounds for int8
# expect: ValueError low is out of bounds for int8
# expect: ValueError high is out of bounds for bool
# expect: ValueError low >= high
# expect: ValueError high <= 0
# expect: ValueError low is out of bounds for uint8
# expect: ValueError high <= 0
# expect: TypeError Unsupported dtype dtype('float64') for randint
