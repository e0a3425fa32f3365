# roll, tri / tril / triu, diag / diagflat / diagonal (read-only views).
import numpy as np

a = np.arange(12).reshape(3, 4)
print(np.roll(np.arange(5), 2), np.roll(np.arange(5), -7), np.roll(a, 1).tolist())
print(np.roll(a, 1, axis=1).tolist(), np.roll(a, (1, -1), axis=(0, 1)).tolist())
print(np.roll(a, 2, axis=(0, 0)).tolist(), np.roll(a, (1, 2), axis=0).tolist(), np.roll(a, [1], [-1]).shape)
r = np.roll(a, 0)
r[0, 0] = 99
print(a[0, 0], np.roll(np.zeros((0, 3)), 1).shape, np.roll(np.float32(2), 1), np.roll([[1.5, 2]], 1, 1))
print(np.tri(3), np.tri(2, 4, 1, dtype=int), np.tri(3, k=-1, dtype=bool).tolist(), np.tri(0).shape, np.tri(-1).shape)
print(np.tril(a).tolist(), np.tril(a, -1).tolist(), np.triu(a, 1).tolist(), np.triu(a, k=-1).tolist())
print(np.tril([1, 2, 3]).tolist(), np.triu(np.ones((2, 2, 3), np.float32)).tolist())
print(np.diag([1, 2]).tolist(), np.diag(np.array([1.5, 2]), 1).tolist(), np.diag([1, 2], k=-2).tolist())
print(np.diag(a), np.diag(a, 1), np.diag(a, -2), np.diag(a, 5), np.diag(a, -3).shape)
d = np.diag(a)
print(d.flags.writeable, d.base is a)
try:
    d[0] = 5
except ValueError as e:
    print(e)
print(np.diagflat([[1, 2], [3, 4]]).tolist(), np.diagflat([1, 2], -1).tolist())
b = np.arange(24).reshape(2, 3, 4)
print(b.diagonal().tolist(), b.diagonal(1, 1, 2).tolist(), np.diagonal(b, -1, 2, 0).tolist(), a.diagonal(offset=-1))
tests = [
    lambda: np.roll(a, 1, axis=2), lambda: np.roll(a, (1, 2), axis=(0, 1, 0)), lambda: np.tril(np.float64(1)),
    lambda: np.diag(np.zeros((2, 2, 2))), lambda: np.diag(3), lambda: np.diagonal(np.arange(3)),
    lambda: a.diagonal(0, 0, 0), lambda: a.diagonal(0, 0, 2),
]
for t in tests:
    try:
        print(t())
    except (ValueError, IndexError, TypeError) as e:
        print(e)
# expect: [3 4 0 1 2] [2 3 4 0 1] [[11, 0, 1, 2], [3, 4, 5, 6], [7, 8, 9, 10]]
# expect: [[3, 0, 1, 2], [7, 4, 5, 6], [11, 8, 9, 10]] [[9, 10, 11, 8], [1, 2, 3, 0], [5, 6, 7, 4]]
# expect: [[8, 9, 10, 11], [0, 1, 2, 3], [4, 5, 6, 7]] [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]] (3, 4)
# expect: 0 (0, 3) 2.0 [[2.  1.5]]
# expect: [[1. 0. 0.]
# expect:  [1. 1. 0.]
# expect:  [1. 1. 1.]] [[1 1 0 0]
# expect:  [1 1 1 0]] [[False, False, False], [True, False, False], [True, True, False]] (0, 0) (0, 0)
# expect: [[0, 0, 0, 0], [4, 5, 0, 0], [8, 9, 10, 0]] [[0, 0, 0, 0], [4, 0, 0, 0], [8, 9, 0, 0]] [[0, 1, 2, 3], [0, 0, 6, 7], [0, 0, 0, 11]] [[0, 1, 2, 3], [4, 5, 6, 7], [0, 9, 10, 11]]
# expect: [[1, 0, 0], [1, 2, 0], [1, 2, 3]] [[[1.0, 1.0, 1.0], [0.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [0.0, 1.0, 1.0]]]
# expect: [[1, 0], [0, 2]] [[0.0, 1.5, 0.0], [0.0, 0.0, 2.0], [0.0, 0.0, 0.0]] [[0, 0, 0, 0], [0, 0, 0, 0], [1, 0, 0, 0], [0, 2, 0, 0]]
# expect: [ 0  5 10] [ 1  6 11] [8] [] (0,)
# expect: False False
# expect: assignment destination is read-only
# expect: [[1, 0, 0, 0], [0, 2, 0, 0], [0, 0, 3, 0], [0, 0, 0, 4]] [[0, 0, 0], [1, 0, 0], [0, 2, 0]]
# expect: [[0, 16], [1, 17], [2, 18], [3, 19]] [[1, 6, 11], [13, 18, 23]] [[1, 14], [5, 18], [9, 22]] [4 9]
# expect: axis 2 is out of bounds for array of dimension 2
# expect: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with shape (3,).
# expect: tri() missing 1 required positional argument: 'N'
# expect: Input must be 1- or 2-d.
# expect: Input must be 1- or 2-d.
# expect: diag requires an array of at least two dimensions
# expect: axis1 and axis2 cannot be the same
# expect: axis2: axis 2 is out of bounds for array of dimension 2
