# split / array_split / hsplit / vsplit / dsplit (views), column_stack,
# row_stack, dstack, hstack, vstack, stack.
import numpy as np

a = np.arange(12).reshape(3, 4)
print([p.tolist() for p in np.split(np.arange(6), 3)])
print([p.tolist() for p in np.split(a, [1, 3], axis=1)])
print([p.shape for p in np.split(np.arange(10), [3, -2, 20, 5])])
print([p.tolist() for p in np.array_split(np.arange(7), 3)], [p.shape for p in np.array_split(a, 5, axis=-1)])
print([p.tolist() for p in np.array_split(np.arange(5), np.array([2]))])
p = np.split(a, 3)[1]
p[0, 0] = 40
print(a[1, 0], p.base is a, type(np.split(a, 1)).__name__)
print([p.shape for p in np.hsplit(a, 2)], [p.tolist() for p in np.hsplit(np.arange(4), [1])])
print([p.shape for p in np.vsplit(a, [2])], [p.shape for p in np.dsplit(np.zeros((2, 2, 6)), 3)])
print(np.column_stack(([1, 2, 3], [4, 5, 6])).tolist(), np.column_stack((a, np.arange(3))).shape)
print(np.column_stack([np.float32(1), 2]).dtype, np.row_stack(([1, 2], [3, 4])).tolist())
print(np.dstack(([1, 2], [3, 4])).tolist(), np.dstack((a, a)).shape, np.dstack([np.zeros((2, 2, 2))] * 2).shape)
print(np.hstack(([1], np.array([2.5]))), np.vstack((a, [0, 0, 0, 0])).shape, np.vstack([1, 2]).tolist())
print(np.stack((a, a)).shape, np.stack((a, a), axis=-1).shape, np.stack([[1, 2], [3, 4]], 1).tolist())
tests = [
    lambda: np.split(np.arange(5), 2), lambda: np.split(np.arange(5), 0), lambda: np.array_split(np.arange(5), 0),
    lambda: np.hsplit(np.float64(1), 2), lambda: np.vsplit(np.arange(4), 2), lambda: np.dsplit(a, 2),
    lambda: np.split(a, 2, axis=2), lambda: np.column_stack([np.zeros(2), np.zeros(3)]), lambda: np.dstack([]),
    lambda: np.hstack(()), lambda: np.stack((a, a), axis=3), lambda: np.stack((a, np.zeros(3))),
]
for t in tests:
    try:
        print(t())
    except (ValueError, IndexError, ZeroDivisionError) as e:
        print(e)
# expect: [[0, 1], [2, 3], [4, 5]]
# expect: [[[0], [4], [8]], [[1, 2], [5, 6], [9, 10]], [[3], [7], [11]]]
# expect: [(3,), (5,), (2,), (0,), (5,)]
# expect: [[0, 1, 2], [3, 4], [5, 6]] [(3, 1), (3, 1), (3, 1), (3, 1), (3, 0)]
# expect: [[0, 1], [2, 3, 4]]
# expect: 40 False list
# expect: [(3, 2), (3, 2)] [[0], [1, 2, 3]]
# expect: [(2, 4), (1, 4)] [(2, 2, 2), (2, 2, 2), (2, 2, 2)]
# expect: [[1, 4], [2, 5], [3, 6]] (3, 5)
# expect: float64 [[1, 2], [3, 4]]
# expect: [[[1, 3], [2, 4]]] (3, 4, 2) (2, 2, 4)
# expect: [1.  2.5] (4, 4) [[1], [2]]
# expect: (2, 3, 4) (3, 4, 2) [[1, 3], [2, 4]]
# expect: array split does not result in an equal division
# expect: integer modulo by zero
# expect: number sections must be larger than 0.
# expect: hsplit only works on arrays of 1 or more dimensions
# expect: vsplit only works on arrays of 2 or more dimensions
# expect: dsplit only works on arrays of 3 or more dimensions
# expect: tuple index out of range
# expect: all the input array dimensions except for the concatenation axis must match exactly, but along dimension 0, the array at index 0 has size 2 and the array at index 1 has size 3
# expect: need at least one array to concatenate
# expect: need at least one array to concatenate
# expect: axis 3 is out of bounds for array of dimension 3
# expect: all input arrays must have the same shape
