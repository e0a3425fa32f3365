# Many key forms for reading and writing (views, masks, integer arrays, broadcasting index arrays).
import numpy as np
a = np.arange(60).reshape(3, 4, 5)
keys = [(0,), (slice(None), 1), (Ellipsis, 2), (1, slice(None, None, -2)), (slice(1, None), None, 3),
        ([0, 2],), (slice(None), [1, 3]), (slice(None), [1, 3], slice(2, 4)), ([0, 1], [1, 2]), ([0, 1], [1, 2], [3, 4]),
        (a[:, 0, 0] > 10,), (slice(None), np.array([True, False, True, False])), (np.int32(1), 2),
        (Ellipsis,), (None,), (slice(None, None, 2), Ellipsis, slice(None, None, 2)), ([[0], [2]], [1, 3])]
for k in keys:
    r = a[k]
    print(k if not isinstance(k[0], np.ndarray) else 'mask', r.shape if hasattr(r, 'shape') else r, r.sum() if hasattr(r, 'sum') else r)
    b = a.copy()
    b[k] = -1
    print(b.sum(), (b == -1).sum())
    b[k] = np.arange(np.size(a[k])).reshape(np.shape(a[k])) if np.ndim(a[k]) else 7
    print(b.sum())
x = np.arange(10)
x[::2] = x[1::2]
print(x)
x[x > 5] = np.array([100, 200, 300])[:np.count_nonzero(x > 5)]
print(x)

# expect: (0,) (4, 5) 190
# expect: 1560 20
# expect: 1770
# expect: (slice(None, None, None), 1) (3, 5) 405
# expect: 1350 15
# expect: 1470
# expect: (Ellipsis, 2) (3, 4) 354
# expect: 1404 12
# expect: 1482
# expect: (1, slice(None, None, -2)) (2, 5) 320
# expect: 1440 10
# expect: 1495
# expect: (slice(1, None, None), None, 3) (2, 1, 5) 470
# expect: 1290 10
# expect: 1345
# expect: ([0, 2],) (2, 4, 5) 1180
# expect: 550 40
# expect: 1370
# expect: (slice(None, None, None), [1, 3]) (3, 2, 5) 960
# expect: 780 30
# expect: 1245
# expect: (slice(None, None, None), [1, 3], slice(2, 4, None)) (3, 2, 2) 390
# expect: 1368 12
# expect: 1446
# expect: ([0, 1], [1, 2]) (2, 5) 195
# expect: 1565 10
# expect: 1620
# expect: ([0, 1], [1, 2], [3, 4]) (2,) 42
# expect: 1726 2
# expect: 1729
# expect: mask (2, 4, 5) 1580
# expect: 150 40
# expect: 970
# expect: (slice(None, None, None), array([ True, False,  True, False])) (3, 2, 5) 810
# expect: 930 30
# expect: 1395
# expect: (1, 2) (5,) 160
# expect: 1605 5
# expect: 1620
# expect: (Ellipsis,) (3, 4, 5) 1770
# expect: -60 60
# expect: 1770
# expect: (None,) (1, 3, 4, 5) 1770
# expect: -60 60
# expect: 1770
# expect: (slice(None, None, 2), Ellipsis, slice(None, None, 2)) (2, 4, 3) 708
# expect: 1038 24
# expect: 1338
# expect: ([[0], [2]], [1, 3]) (2, 2, 5) 640
# expect: 1110 20
# expect: 1320
# expect: [1 1 3 3 5 5 7 7 9 9]
# expect-stderr: Traceback (most recent call last):
# expect-stderr:   File "tests/numpy/index/combos.py", line 19, in <module>
# expect-stderr:     x[x > 5] = np.array([100, 200, 300])[:np.count_nonzero(x > 5)]
# expect-stderr:     ~^^^^^^^
# expect-stderr: ValueError: NumPy boolean array indexing assignment cannot assign 3 input values to the 4 output values where the mask is true
# expect-exit: 1
