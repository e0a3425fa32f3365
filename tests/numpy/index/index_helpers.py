# unravel_index / ravel_multi_index (modes, order), diag_indices,
# tril_indices / triu_indices, and using their results as indices.
import numpy as np

print(np.unravel_index(22, (7, 6)), np.unravel_index([22, 41, 37], (7, 6)))
print(np.unravel_index([[1, 5], [0, 2]], (2, 3), order="F"), np.unravel_index(np.int32(4), [5]))
r, c = np.unravel_index(np.argmax([[1, 9, 3], [4, 5, 6]]), (2, 3))
print(r, c)
print(np.ravel_multi_index(([3, 6, 6], [4, 5, 1]), (7, 6)), np.ravel_multi_index((3, 1, 4, 1), (6, 7, 8, 9)))
print(np.ravel_multi_index(([3, 6, 6], [4, 5, 1]), (7, 6), order="F"), np.ravel_multi_index(([0, 1], [2]), (2, 3)))
print(np.ravel_multi_index(([3, 9], [-1, 8]), (7, 6), mode="clip"), np.ravel_multi_index(([3, 9], [-1, 8]), (4, 6), mode="wrap"))
print(np.diag_indices(3), np.diag_indices(2, 3), np.diag_indices(0))
a = np.arange(16).reshape(4, 4)
a[np.diag_indices(4)] = 0
print(a.tolist())
print(np.tril_indices(3), np.tril_indices(3, -1), np.triu_indices(3, 1), np.tril_indices(2, 0, 4))
print(a[np.triu_indices(4, 1)], np.triu_indices(4, m=2), np.tril_indices(0))
tests = [
    lambda: np.unravel_index(10, (2, 3)), lambda: np.unravel_index(-1, (2, 3)), lambda: np.unravel_index(1.5, (2, 3)),
    lambda: np.unravel_index([1, 5], (2, 3), order="X"), lambda: np.ravel_multi_index((1, 5), (2, 3)),
    lambda: np.ravel_multi_index((1,), (2, 3)), lambda: np.ravel_multi_index(([1.5],), (2,)),
]
for t in tests:
    try:
        print(t())
    except (ValueError, IndexError, TypeError) as e:
        print(e)
# expect: (3, 4) (array([3, 6, 6]), array([4, 5, 1]))
# expect: (array([[1, 1],
# expect:        [0, 0]]), array([[0, 2],
# expect:        [0, 1]])) (4,)
# expect: 0 1
# expect: [22 41 37] 1621
# expect: [31 41 13] [2 5]
# expect: [18 41] [23  8]
# expect: (array([0, 1, 2]), array([0, 1, 2])) (array([0, 1]), array([0, 1]), array([0, 1])) (array([], dtype=int64), array([], dtype=int64))
# expect: [[0, 1, 2, 3], [4, 0, 6, 7], [8, 9, 0, 11], [12, 13, 14, 0]]
# expect: (array([0, 1, 1, 2, 2, 2]), array([0, 0, 1, 0, 1, 2])) (array([1, 2, 2]), array([0, 0, 1])) (array([0, 0, 1]), array([1, 2, 2])) (array([0, 1, 1]), array([0, 0, 1]))
# expect: [ 1  2  3  6  7 11] (array([0, 0, 1]), array([0, 1, 1])) (array([], dtype=int64), array([], dtype=int64))
# expect: index 10 is out of bounds for array with size 6
# expect: index -1 is out of bounds for array with size 6
# expect: only int indices permitted
# expect: order must be one of 'C', 'F', 'A', or 'K' (got 'X')
# expect: invalid entry in coordinates array
# expect: parameter multi_index must be a sequence of length 2
# expect: only int indices permitted
