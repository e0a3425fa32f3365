# np.append, np.insert, np.delete: flattening without axis, along an axis,
# slices, index lists, boolean masks, result dtypes and NumPy's errors.
import numpy as np


def show(label, f):
    try:
        r = f()
        print(label, r.dtype, r.shape)
        print(r)
    except Exception as e:
        print(label, type(e).__name__, e)


a = np.arange(12).reshape(3, 4)
show('append flat', lambda: np.append([1, 2, 3], [[4, 5, 6], [7, 8, 9]]))
show('append axis0', lambda: np.append([[1, 2, 3], [4, 5, 6]], [[7, 8, 9]], axis=0))
show('append float', lambda: np.append(np.array([1, 2], np.int32), 2.5))
show('append ndim', lambda: np.append([[1, 2, 3], [4, 5, 6]], [7, 8, 9], axis=0))
show('append size', lambda: np.append(a, [[1, 2]], axis=0))
show('delete row', lambda: np.delete(a, 1, 0))
show('delete slice', lambda: np.delete(a, np.s_[::2], 1))
show('delete list flat', lambda: np.delete(a, [1, 3, 5], None))
show('delete negative', lambda: np.delete(np.arange(5), -1))
show('delete mask', lambda: np.delete(np.arange(3), [True, False, True]))
show('delete empty', lambda: np.delete(np.arange(3.0), []))
show('delete oob', lambda: np.delete(np.arange(5), 5))
show('delete mask len', lambda: np.delete(np.arange(3), [True, False]))
show('delete axis', lambda: np.delete(a, 0, axis=2))
show('delete float idx', lambda: np.delete(a, [1.0], axis=0))
b = np.array([[1, 1], [2, 2], [3, 3]])
show('insert flat', lambda: np.insert(b, 1, 5))
show('insert axis1', lambda: np.insert(b, 1, 5, axis=1))
show('insert column', lambda: np.insert(b, [1], [[1], [2], [3]], axis=1))
show('insert seq', lambda: np.insert(np.array([1, 1, 2, 2, 3, 3]), [2, 2], [5, 6]))
show('insert slice', lambda: np.insert(np.array([1, 1, 2, 2, 3, 3]), slice(2, 4), [5, 6]))
show('insert cast', lambda: np.insert(np.array([1, 1, 2, 2]), [2, 2], [7.13, False]))
show('insert many', lambda: np.insert(np.arange(8).reshape(2, 4), (1, 3), 999, axis=1))
show('insert end', lambda: np.insert(np.arange(3), 3, 1))
show('insert oob', lambda: np.insert(np.arange(3), 5, 1))
show('insert 2d index', lambda: np.insert(np.arange(3), [[1]], 1))
show('insert axis', lambda: np.insert(np.arange(3), 0, 1, axis=1))

# expect: append flat int64 (9,)
# expect: [1 2 3 4 5 6 7 8 9]
# expect: append axis0 int64 (3, 3)
# expect: [[1 2 3]
# expect:  [4 5 6]
# expect:  [7 8 9]]
# expect: append float float64 (3,)
# expect: [1.  2.  2.5]
# expect: append ndim ValueError all the input arrays must have same number of dimensions, but the array at index 0 has 2 dimension(s) and the array at index 1 has 1 dimension(s)
# expect: append size ValueError all the input array dimensions except for the concatenation axis must match exactly, but along dimension 1, the array at index 0 has size 4 and the array at index 1 has size 2
# expect: delete row int64 (2, 4)
# expect: [[ 0  1  2  3]
# expect:  [ 8  9 10 11]]
# expect: delete slice int64 (3, 2)
# expect: [[ 1  3]
# expect:  [ 5  7]
# expect:  [ 9 11]]
# expect: delete list flat int64 (9,)
# expect: [ 0  2  4  6  7  8  9 10 11]
# expect: delete negative int64 (4,)
# expect: [0 1 2 3]
# expect: delete mask int64 (1,)
# expect: [1]
# expect: delete empty float64 (3,)
# expect: [0. 1. 2.]
# expect: delete oob IndexError index 5 is out of bounds for axis 0 with size 5
# expect: delete mask len ValueError boolean array argument obj to delete must be one dimensional and match the axis length of 3
# expect: delete axis AxisError axis 2 is out of bounds for array of dimension 2
# expect: delete float idx IndexError arrays used as indices must be of integer (or boolean) type
# expect: insert flat int64 (7,)
# expect: [1 5 1 2 2 3 3]
# expect: insert axis1 int64 (3, 3)
# expect: [[1 5 1]
# expect:  [2 5 2]
# expect:  [3 5 3]]
# expect: insert column int64 (3, 3)
# expect: [[1 1 1]
# expect:  [2 2 2]
# expect:  [3 3 3]]
# expect: insert seq int64 (8,)
# expect: [1 1 5 6 2 2 3 3]
# expect: insert slice int64 (8,)
# expect: [1 1 5 2 6 2 3 3]
# expect: insert cast int64 (6,)
# expect: [1 1 7 0 2 2]
# expect: insert many int64 (2, 6)
# expect: [[  0 999   1   2 999   3]
# expect:  [  4 999   5   6 999   7]]
# expect: insert end int64 (4,)
# expect: [0 1 2 1]
# expect: insert oob IndexError index 5 is out of bounds for axis 0 with size 3
# expect: insert 2d index ValueError index array argument obj to insert must be one dimensional or scalar
# expect: insert axis AxisError axis 1 is out of bounds for array of dimension 1
