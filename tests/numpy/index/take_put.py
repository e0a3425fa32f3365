# take / put (modes raise, wrap, clip; axis), take_along_axis,
# put_along_axis, the take / put methods.
import numpy as np

a = np.arange(12).reshape(3, 4) * 1.5
print(np.take(a, [0, 5, -1]), np.take(a, 2), np.take(a, [[0, 1], [2, 3]]).tolist())
print(np.take(a, [2, 0], axis=0).tolist(), np.take(a, [3, 3, 1], axis=1).tolist(), np.take(a, [1], axis=-1).shape)
print(np.take([1, 2, 3], [5, -7], mode="wrap"), np.take([1, 2, 3], [5, -7], mode="clip"), np.take(a, 1, axis=1))
print(a.take([1, 2]), a.take([0], 1).tolist(), np.take(np.arange(5, dtype=np.int8), [4.7, 1.2]))
print(np.take(a.T, [0, 1], axis=1).tolist(), np.take(a, []).shape, np.take(a, [], axis=1).shape)
b = np.arange(6)
np.put(b, [0, 2], [-44, -55])
print(b)
np.put(b, [1, 3, 5], 9)
np.put(b, 22, -5, mode="clip")
np.put(b, [-1, 8], [7, 8], mode="wrap")
print(b)
c = np.zeros((2, 3))
c.put([1, 5, 3, 4], [1.5, 2.5])
print(c.tolist())
c.T.put([0, 1], [-1, -2])
print(c.tolist())
m = np.array([[10, 30, 20], [60, 40, 50]])
i = np.argsort(m, axis=1)
print(np.take_along_axis(m, i, axis=1).tolist(), np.take_along_axis(m, np.array([[0], [2]]), 1).tolist())
print(np.take_along_axis(m, np.array([[1, 0, 1]]), 0).tolist(), np.take_along_axis(m, np.array([5, 0]), None))
p = m.copy()
np.put_along_axis(p, np.array([[0], [1]]), 99, axis=1)
print(p.tolist())
np.put_along_axis(p, np.array([[1, 0, 0]]), [[7, 8, 9]], axis=0)
print(p.tolist())
np.put_along_axis(p, np.array([0, 5]), -1, axis=None)
print(p.tolist())
tests = [
    lambda: np.take(np.arange(3), [5]), lambda: np.take(np.arange(3), [5], mode="zz"),
    lambda: np.take(a, [0], axis=2), lambda: np.take(a, [4], axis=1), lambda: np.take(a, np.array([1j])),
    lambda: np.put(np.arange(3), [5], 1), lambda: np.put([1, 2], [0], 1),
    lambda: np.take_along_axis(m, np.zeros((2, 3)), 1), lambda: np.take_along_axis(m, np.zeros((2,), int), 1),
    lambda: np.take_along_axis(m, np.array([[3]]), 1), lambda: np.take_along_axis(m, np.zeros((2, 2), int), None),
    lambda: np.put_along_axis(m, np.array([[0]]), [1, 2], 0),
]
for t in tests:
    try:
        print(t())
    except (ValueError, IndexError, TypeError) as e:
        print(e)
# expect: [ 0.   7.5 16.5] 3.0 [[0.0, 1.5], [3.0, 4.5]]
# expect: [[12.0, 13.5, 15.0, 16.5], [0.0, 1.5, 3.0, 4.5]] [[4.5, 4.5, 1.5], [10.5, 10.5, 7.5], [16.5, 16.5, 13.5]] (3, 1)
# expect: [3 3] [3 1] [ 1.5  7.5 13.5]
# expect: [1.5 3. ] [[0.0], [6.0], [12.0]] [4 1]
# expect: [[0.0, 6.0], [1.5, 7.5], [3.0, 9.0], [4.5, 10.5]] (0,) (3, 0)
# expect: [-44   1 -55   3   4   5]
# expect: [-44   9   8   9   4   7]
# expect: [[0.0, 1.5, 0.0], [1.5, 2.5, 2.5]]
# expect: [[-1.0, 1.5, 0.0], [-2.0, 2.5, 2.5]]
# expect: [[10, 20, 30], [40, 50, 60]] [[10], [50]]
# expect: [[60, 30, 50]] [50 10]
# expect: [[99, 30, 20], [60, 99, 50]]
# expect: [[99, 8, 9], [7, 99, 50]]
# expect: [[-1, 8, 9], [7, 99, -1]]
# expect: index 5 is out of bounds for axis 0 with size 3
# expect: clipmode must be one of 'clip', 'raise', or 'wrap' (got 'zz')
# expect: axis 2 is out of bounds for array of dimension 2
# expect: index 4 is out of bounds for axis 1 with size 4
# expect: Cannot cast array data from dtype('complex128') to dtype('int64') according to the rule 'safe'
# expect: index 5 is out of bounds for axis 0 with size 3
# expect: argument 1 must be numpy.ndarray, not list
# expect: `indices` must be an integer array
# expect: `indices` and `arr` must have the same number of dimensions
# expect: index 3 is out of bounds for axis 1 with size 3
# expect: `indices` and `arr` must have the same number of dimensions
# expect: shape mismatch: value array of shape (2,) could not be broadcast to indexing result of shape (1,3)
