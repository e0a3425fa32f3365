# np.sort and ndarray.sort: axes (None, negative), every kind, dtypes, NaN
# last, signed zeros kept in order by stable kinds, in-place sorts of views.
import numpy as np

m = np.array([[5, 2, 9, 1], [3, 8, 0, 7], [6, 4, 2, 2]])
for ax in (0, 1, -1, -2, None):
    print(ax, np.sort(m, axis=ax).tolist())
for kind in (None, 'quicksort', 'mergesort', 'heapsort', 'stable'):
    print(kind, np.sort(m, kind=kind).tolist(), np.sort(m.T, axis=0, kind=kind).tolist())
f = np.array([2.5, np.nan, -1.0, np.inf, 0.0, -np.inf, np.nan, 1e-300])
print(np.sort(f))
print(np.sort(f, kind='stable'))
z = np.array([0.0, -0.0, 1.0, -0.0, 0.0, -2.0])
print(np.signbit(np.sort(z, kind='stable')), np.signbit(np.sort(z, kind='mergesort')))
for dt in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64, np.float32, np.float64):
    x = np.array([7, 3, 100, 0, 3, 9], dtype=dt)
    s = np.sort(x)
    print(dt.__name__, s, s.dtype)
print(np.sort(np.array([True, False, True, False])))
c = np.array([1 + 2j, 1 - 1j, -3 + 0j, complex(np.nan, 0), 1 + 0j, complex(0, np.nan)])
print(np.sort(c))
print(np.sort([3, 1, 2]), np.sort((2.5, -1)), np.sort(np.array(7), axis=None))
# in place, also through a strided view
a = np.array([9, 4, 7, 1, 8, 2])
a[::2].sort()
print(a)
b = np.array([[3.0, 1.0], [2.0, 0.0]])
b.sort(axis=0)
print(b)
b.sort(kind='stable')
print(b)
r = np.arange(10)[::-1].copy()
print(r.sort(), r)
big = np.arange(5000) * 7919 % 5003
print(np.sort(big)[:5], np.sort(big)[-5:], np.all(np.diff(np.sort(big)) > 0))
bf = (np.arange(3000) * 37 % 101).astype(np.float64)
bf[::7] = np.nan
sb = np.sort(bf)
print(sb[:3], np.isnan(sb).sum(), np.all(np.diff(sb[:-int(np.isnan(sb).sum())]) >= 0), np.isnan(sb[-1]))

# expect: 0 [[3, 2, 0, 1], [5, 4, 2, 2], [6, 8, 9, 7]]
# expect: 1 [[1, 2, 5, 9], [0, 3, 7, 8], [2, 2, 4, 6]]
# expect: -1 [[1, 2, 5, 9], [0, 3, 7, 8], [2, 2, 4, 6]]
# expect: -2 [[3, 2, 0, 1], [5, 4, 2, 2], [6, 8, 9, 7]]
# expect: None [0, 1, 2, 2, 2, 3, 4, 5, 6, 7, 8, 9]
# expect: None [[1, 2, 5, 9], [0, 3, 7, 8], [2, 2, 4, 6]] [[1, 0, 2], [2, 3, 2], [5, 7, 4], [9, 8, 6]]
# expect: quicksort [[1, 2, 5, 9], [0, 3, 7, 8], [2, 2, 4, 6]] [[1, 0, 2], [2, 3, 2], [5, 7, 4], [9, 8, 6]]
# expect: mergesort [[1, 2, 5, 9], [0, 3, 7, 8], [2, 2, 4, 6]] [[1, 0, 2], [2, 3, 2], [5, 7, 4], [9, 8, 6]]
# expect: heapsort [[1, 2, 5, 9], [0, 3, 7, 8], [2, 2, 4, 6]] [[1, 0, 2], [2, 3, 2], [5, 7, 4], [9, 8, 6]]
# expect: stable [[1, 2, 5, 9], [0, 3, 7, 8], [2, 2, 4, 6]] [[1, 0, 2], [2, 3, 2], [5, 7, 4], [9, 8, 6]]
# expect: [     -inf -1.0e+000  0.0e+000  1.0e-300  2.5e+000       inf       nan
# expect:        nan]
# expect: [     -inf -1.0e+000  0.0e+000  1.0e-300  2.5e+000       inf       nan
# expect:        nan]
# expect: [ True False  True  True False False] [ True False  True  True False False]
# expect: int8 [  0   3   3   7   9 100] int8
# expect: uint8 [  0   3   3   7   9 100] uint8
# expect: int16 [  0   3   3   7   9 100] int16
# expect: uint16 [  0   3   3   7   9 100] uint16
# expect: int32 [  0   3   3   7   9 100] int32
# expect: uint32 [  0   3   3   7   9 100] uint32
# expect: int64 [  0   3   3   7   9 100] int64
# expect: uint64 [  0   3   3   7   9 100] uint64
# expect: float32 [  0.   3.   3.   7.   9. 100.] float32
# expect: float64 [  0.   3.   3.   7.   9. 100.] float64
# expect: [False False  True  True]
# expect: [-3. +0.j  1. -1.j  1. +0.j  1. +2.j  0.+nanj nan +0.j]
# expect: [1 2 3] [-1.   2.5] [7]
# expect: [7 4 8 1 9 2]
# expect: [[2. 0.]
# expect:  [3. 1.]]
# expect: [[0. 2.]
# expect:  [1. 3.]]
# expect: None [0 1 2 3 4 5 6 7 8 9]
# expect: [0 1 2 3 4] [4998 4999 5000 5001 5002] True
# expect: [0. 0. 0.] 429 True True
