# np.argsort / ndarray.argsort: ties keep their order for the stable kinds
# (and for short inputs under quicksort, as NumPy's insertion sort does),
# NaN last, axis None and negative axes, int64 results.
import numpy as np

t = np.array([3, 1, 3, 1, 2, 3, 1, 2])
for kind in ('stable', 'mergesort'):
    print(kind, np.argsort(t, kind=kind))
print(np.argsort(t), t.argsort(), np.argsort(t).dtype)
f = np.array([0.5, np.nan, -2.0, 0.5, np.nan, -0.0, 0.0])
print(np.argsort(f), np.argsort(f, kind='stable'))
m = np.array([[4, 2, 2], [1, 1, 0], [9, 3, 3]])
for ax in (0, 1, -1, -2, None):
    print(ax, np.argsort(m, axis=ax, kind='stable').tolist())
print(m.argsort(axis=None), m.T.argsort(axis=0, kind='stable').tolist())
# argsort gathers the sorted order
big = np.array([(i * 7919) % 1009 for i in range(4000)], dtype=np.int32)
idx = np.argsort(big, kind='stable')
print(idx[:6], np.all(np.diff(big[idx]) >= 0))
same = big[idx]
ok = True
for i in range(1, len(idx)):
    if same[i] == same[i - 1] and idx[i] < idx[i - 1]:
        ok = False
print('stable', ok)
fl = np.array([(i * 31) % 97 / 7.0 for i in range(3000)], dtype=np.float32)
print(np.all(np.diff(fl[np.argsort(fl)]) >= 0), np.argsort(fl, kind='stable')[:5])
c = np.array([1 + 1j, 1 - 1j, 0 + 5j, 1 - 1j])
print(np.argsort(c, kind='stable'))
print(np.argsort(np.array([True, False, True, False]), kind='stable'))
print(np.argsort(np.array(3)), np.argsort([]), np.argsort(np.ones((2, 0))).shape)

# expect: stable [1 3 6 4 7 0 2 5]
# expect: mergesort [1 3 6 4 7 0 2 5]
# expect: [1 3 6 4 7 0 2 5] [1 3 6 4 7 0 2 5] int64
# expect: [2 5 6 0 3 1 4] [2 5 6 0 3 1 4]
# expect: 0 [[1, 1, 1], [0, 0, 0], [2, 2, 2]]
# expect: 1 [[1, 2, 0], [2, 0, 1], [1, 2, 0]]
# expect: -1 [[1, 2, 0], [2, 0, 1], [1, 2, 0]]
# expect: -2 [[1, 1, 1], [0, 0, 0], [2, 2, 2]]
# expect: None [5, 3, 4, 1, 2, 7, 8, 0, 6]
# expect: [5 3 4 1 2 7 8 0 6] [[1, 2, 1], [2, 0, 2], [0, 1, 0]]
# expect: [   0 1009 2018 3027  244 1253] True
# expect: stable True
# expect: True [  0  97 194 291 388]
# expect: [2 1 3 0]
# expect: [1 3 0 2]
# expect: [0] [] (2, 0)
