# np.unique(axis=...): unique rows / columns in lexicographic order, the
# other axes kept whole; index, inverse and counts per row.
import numpy as np

m = np.array([[1, 0, 0], [1, 0, 0], [2, 3, 4], [0, 9, 9], [2, 3, 4]])
print(np.unique(m, axis=0))
r = np.unique(m, axis=0, return_index=True, return_inverse=True, return_counts=True)
print(r[1], r[2], r[3], np.array_equal(r[0][r[2]], m))
print(np.unique(m, axis=1), np.unique(m, axis=-1).shape)
t = np.array([[[1, 2], [1, 2]], [[0, 1], [0, 1]], [[1, 2], [1, 2]]])
print(np.unique(t, axis=0).tolist(), np.unique(t, axis=1).tolist(), np.unique(t, axis=2).shape)
f = np.array([[1.5, np.nan], [1.5, np.nan], [0.5, 2.0], [0.5, 2.0]])
print(np.unique(f, axis=0))
print(np.unique(np.zeros((3, 0)), axis=0), np.unique(np.zeros((0, 3)), axis=0))
print(np.unique([[True, False], [True, False]], axis=0), np.unique(np.array([3, 1, 3]), axis=0))


def show(f):
    try:
        print(repr(f()))
    except IndexError as e:
        print('axis error:', e)
    except Exception as e:
        print(type(e).__name__ + ':', e)


show(lambda: np.unique(m, axis=2))
show(lambda: np.unique(m, axis=-3))
show(lambda: np.unique(np.array(5), axis=0))

# expect: [[0 9 9]
# expect:  [1 0 0]
# expect:  [2 3 4]]
# expect: [3 0 2] [1 1 2 0 2] [1 2 2] True
# expect: [[0 0 1]
# expect:  [0 0 1]
# expect:  [3 4 2]
# expect:  [9 9 0]
# expect:  [3 4 2]] (5, 3)
# expect: [[[0, 1], [0, 1]], [[1, 2], [1, 2]]] [[[1, 2]], [[0, 1]], [[1, 2]]] (3, 2, 2)
# expect: [[0.5 2. ]
# expect:  [1.5 nan]
# expect:  [1.5 nan]]
# expect: [] []
# expect: [[ True False]] [1 3]
# expect: axis error: axis 2 is out of bounds for array of dimension 2
# expect: axis error: axis -3 is out of bounds for array of dimension 2
# expect: axis error: axis 0 is out of bounds for array of dimension 0
