# repeat (array repeats, axis; function and method), expand_dims (tuple
# axis), squeeze(axis), tile.
import numpy as np

a = np.array([[1, 2], [3, 4]])
print(np.repeat(a, 2), np.repeat(a, [1, 2], axis=0).tolist(), np.repeat(a, [2], axis=1).tolist())
print(np.repeat(3, 4), np.repeat([1, 2], 1.5), a.repeat(2, axis=-1).tolist(), np.arange(3).repeat([0, 1, 2]))
print(np.repeat(np.arange(6.0).reshape(2, 3).T, 2, axis=0).tolist(), np.repeat(a, 0, axis=1).shape)
print(np.repeat([1, 2], [1, 2], axis=None), np.repeat(np.zeros((0, 2)), 3, axis=1).shape, np.repeat([True], 3))
print(np.expand_dims(np.zeros(3), (0, 2)).shape, np.expand_dims(a, -1).shape, np.expand_dims(a, axis=(0, -1)).shape)
print(np.expand_dims(a, [1]).strides, np.expand_dims(5, 0))
print(np.squeeze(np.zeros((1, 3, 1)), axis=(0, 2)).shape, np.zeros((1, 3, 1)).squeeze(-1).shape, np.squeeze([[5]]))
print(np.tile([1, 2], (2, 2)).tolist(), np.tile(a, 2).tolist(), np.tile(a, (2, 1, 1)).shape)
tests = [
    lambda: np.repeat([1, 2], -1), lambda: np.repeat([1, 2], [1, -1]), lambda: np.repeat([1, 2], [[1, 2]]),
    lambda: np.repeat([1, 2], 2, axis=1), lambda: np.repeat(a, [1, 2]), lambda: np.expand_dims(np.zeros(3), (0, 0)),
    lambda: np.expand_dims(np.zeros(3), 5), lambda: np.expand_dims(a, (0, 4)), lambda: np.squeeze(a, axis=0),
]
for t in tests:
    try:
        print(t())
    except (ValueError, IndexError) as e:
        print(e)
# expect: [1 1 2 2 3 3 4 4] [[1, 2], [3, 4], [3, 4]] [[1, 1, 2, 2], [3, 3, 4, 4]]
# expect: [3 3 3 3] [1 2] [[1, 1, 2, 2], [3, 3, 4, 4]] [1 2 2]
# expect: [[0.0, 3.0], [0.0, 3.0], [1.0, 4.0], [1.0, 4.0], [2.0, 5.0], [2.0, 5.0]] (2, 0)
# expect: [1 2 2] (0, 6) [ True  True  True]
# expect: (1, 3, 1) (2, 2, 1) (1, 2, 2, 1)
# expect: (16, 16, 8) [5]
# expect: (3,) (1, 3) 5
# expect: [[1, 2, 1, 2], [1, 2, 1, 2]] [[1, 2, 1, 2], [3, 4, 3, 4]] (2, 2, 2)
# expect: negative dimensions are not allowed
# expect: repeats may not contain negative values.
# expect: object too deep for desired array
# expect: axis 1 is out of bounds for array of dimension 1
# expect: operands could not be broadcast together with shape (4,) (2,)
# expect: repeated axis
# expect: axis 5 is out of bounds for array of dimension 2
# expect: axis 4 is out of bounds for array of dimension 4
# expect: cannot select an axis to squeeze out which has size not equal to one
