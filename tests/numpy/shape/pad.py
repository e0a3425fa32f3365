# np.pad: pad_width forms, constant (constant_values forms), edge, wrap,
# reflect, symmetric, and NumPy's errors.
import numpy as np

a = np.array([1, 2, 3, 4, 5])
print(np.pad(a, 2), np.pad(a, (1, 3), constant_values=9), np.pad(a, ((2, 0),), constant_values=(-1, -2)))
for mode in ("edge", "wrap", "reflect", "symmetric"):
    print(mode, np.pad(a, (3, 7), mode), np.pad(a, 0, mode=mode))
m = np.arange(6).reshape(2, 3)
print(np.pad(m, 1).tolist())
print(np.pad(m, ((1, 0), (0, 2)), constant_values=((7, 8), (9, 10))).tolist())
print(np.pad(m, [[1, 1]], "edge").tolist(), np.pad(m, (1, 2), constant_values=0.5).dtype)
print(np.pad(m, 2, "reflect").tolist())
print(np.pad(m, ((3, 1), (4, 2)), "wrap").tolist())
print(np.pad(m, (2, 1), "symmetric").tolist())
print(np.pad(np.array([[1.5]]), 1, "edge"), np.pad(np.array([7]), 3, "reflect"), np.pad(np.zeros((0, 2)), 1).shape)
print(np.pad([1, 2], 1, mode="constant", constant_values=[[5, 6]]), np.pad(np.float32(3), 2), np.pad(m, 0) is m)
tests = [
    lambda: np.pad(a, -1), lambda: np.pad(a, 1.5), lambda: np.pad(a, (1, 2, 3)), lambda: np.pad(m, ((1, 2), (3, 4), (5, 6))),
    lambda: np.pad(a, 1, mode="foo"), lambda: np.pad(np.zeros((0, 2)), 1, "edge"),
]
for t in tests:
    try:
        print(t())
    except (ValueError, TypeError) as e:
        print(e)
# expect: [0 0 1 2 3 4 5 0 0] [9 1 2 3 4 5 9 9 9] [-1 -1  1  2  3  4  5]
# expect: edge [1 1 1 1 2 3 4 5 5 5 5 5 5 5 5] [1 2 3 4 5]
# expect: wrap [3 4 5 1 2 3 4 5 1 2 3 4 5 3 4] [1 2 3 4 5]
# expect: reflect [4 3 2 1 2 3 4 5 4 3 2 1 2 3 4] [1 2 3 4 5]
# expect: symmetric [3 2 1 1 2 3 4 5 5 4 3 2 1 1 2] [1 2 3 4 5]
# expect: [[0, 0, 0, 0, 0], [0, 0, 1, 2, 0], [0, 3, 4, 5, 0], [0, 0, 0, 0, 0]]
# expect: [[7, 7, 7, 10, 10], [0, 1, 2, 10, 10], [3, 4, 5, 10, 10]]
# expect: [[0, 0, 1, 2, 2], [0, 0, 1, 2, 2], [3, 3, 4, 5, 5], [3, 3, 4, 5, 5]] int64
# expect: [[2, 1, 0, 1, 2, 1, 0], [5, 4, 3, 4, 5, 4, 3], [2, 1, 0, 1, 2, 1, 0], [5, 4, 3, 4, 5, 4, 3], [2, 1, 0, 1, 2, 1, 0], [5, 4, 3, 4, 5, 4, 3]]
# expect: [[1, 0, 1, 2, 0, 1, 2, 0, 1], [1, 0, 1, 2, 0, 1, 2, 0, 1], [4, 3, 4, 5, 3, 4, 5, 3, 4], [1, 0, 1, 2, 0, 1, 2, 0, 1], [4, 3, 4, 5, 3, 4, 5, 3, 4], [1, 0, 1, 2, 0, 1, 2, 0, 1]]
# expect: [[4, 3, 3, 4, 5, 5], [1, 0, 0, 1, 2, 2], [1, 0, 0, 1, 2, 2], [4, 3, 3, 4, 5, 5], [4, 3, 3, 4, 5, 5]]
# expect: [[1.5 1.5 1.5]
# expect:  [1.5 1.5 1.5]
# expect:  [1.5 1.5 1.5]] [7 7 7 7 7 7 7] (2, 4)
# expect: [5 1 2 6] 3.0 False
# expect: index can't contain negative values
# expect: `pad_width` must be of integral type.
# expect: operands could not be broadcast together with remapped shapes [original->remapped]: (3,)  and requested shape (1,2)
# expect: operands could not be broadcast together with remapped shapes [original->remapped]: (3,2)  and requested shape (2,2)
# expect: mode 'foo' is not supported
# expect: can't extend empty axis 0 using modes other than 'constant' or 'empty'
