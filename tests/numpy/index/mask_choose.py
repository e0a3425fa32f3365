# compress / extract / place / argwhere / choose / select.
import numpy as np

a = np.arange(12).reshape(3, 4)
print(np.compress([True, False, True], a, axis=0).tolist(), np.compress([0, 1], a, axis=1).tolist())
print(np.compress([1, 0, 1], a), a.compress([False, True], axis=-1).tolist(), np.compress([True, False], np.arange(3)))
print(np.extract(a % 3 == 0, a), np.extract([1, 0, 1], [[5, 6], [7, 8]]), np.extract(np.zeros(3), a).shape)
b = np.arange(6)
np.place(b, b > 2, [40, 50])
print(b)
f = np.zeros((2, 2))
np.place(f, [[True, False], [True, True]], 7.5)
np.place(f, np.zeros((2, 2), bool), [])
print(f.tolist())
print(np.argwhere(a > 8).tolist(), np.argwhere([0, 3, 0, 4]).tolist(), np.argwhere(3).shape, np.argwhere(0).shape)
print(np.argwhere(np.zeros((2, 0))).shape, np.argwhere(np.array([[True, False]])).dtype)
choices = [[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23], [30, 31, 32, 33]]
print(np.choose([2, 3, 1, 0], choices), np.choose([2, 4, 1, 0], choices, mode="clip"))
print(np.choose([2, 4, 1, 0], choices, mode="wrap"), np.choose([[1], [0]], [0.5, [1, 2, 3]]).tolist())
x = np.arange(10)
print(np.select([x < 3, x > 5], [x, x ** 2]), np.select([x < 3, x < 6], [x, -x], 42))
print(np.select([x > 8, x > 4], [1.5, np.float32(2)]).dtype, np.select([np.array([True, False])], [[1, 2]], default=[7, 8]))
tests = [
    lambda: np.compress([True, False, True, True], np.arange(3)), lambda: np.compress([1, 0], a, axis=3),
    lambda: np.compress([[True]], np.arange(3)), lambda: np.place(np.arange(3), [True, False, True], []),
    lambda: np.place([1, 2], [True, False], [3]), lambda: np.choose([0, 3], [[1, 2], [3, 4]]),
    lambda: np.choose([0, 1], [[1, 2], [3, 4]], mode="zz"), lambda: np.choose([0, 1], [[1, 2], [3, 4, 5]]),
    lambda: np.select([[True]], [[1], [2]]), lambda: np.select([], []), lambda: np.select([[1, 0]], [[1, 2]]),
]
for t in tests:
    try:
        print(t())
    except (ValueError, IndexError, TypeError) as e:
        print(e)
# expect: [[0, 1, 2, 3], [8, 9, 10, 11]] [[1], [5], [9]]
# expect: [0 2] [[1], [5], [9]] [0]
# expect: [0 3 6 9] [5 7] (0,)
# expect: [ 0  1  2 40 50 40]
# expect: [[7.5, 0.0], [7.5, 7.5]]
# expect: [[2, 1], [2, 2], [2, 3]] [[1], [3]] (1, 0) (0, 0)
# expect: (0, 2) int64
# expect: [20 31 12  3] [20 31 12  3]
# expect: [20  1 12  3] [[1.0, 2.0, 3.0], [0.5, 0.5, 0.5]]
# expect: [ 0  1  2  0  0  0 36 49 64 81] [ 0  1  2 -3 -4 -5 42 42 42 42]
# expect: float64 [1 8]
# expect: index 3 is out of bounds for axis 0 with size 3
# expect: axis 3 is out of bounds for array of dimension 2
# expect: condition must be a 1-d array
# expect: Cannot insert from an empty array!
# expect: argument 1 must be numpy.ndarray, not list
# expect: invalid entry in choice array
# expect: clipmode must be one of 'clip', 'raise', or 'wrap' (got 'zz')
# expect: shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with shape (3,).
# expect: list of cases must be same length as list of conditions
# expect: select with an empty condition list is not possible
# expect: invalid entry 0 in condlist: should be boolean ndarray
