# np.block (nested lists, mixed dimensions, NumPy's errors) and the
# function np.resize (repeating the data, zero sizes).
import numpy as np


def show(label, f):
    try:
        r = f()
        print(label, getattr(r, 'dtype', ''), getattr(r, 'shape', ''))
        print(r)
    except Exception as e:
        print(label, type(e).__name__, e)


A = np.eye(2) * 2
B = np.eye(3) * 3
show('block', lambda: np.block([[A, np.zeros((2, 3))], [np.ones((3, 2)), B]]))
show('block 1d', lambda: np.block([1, 2, 3]))
show('block rows', lambda: np.block([[1, 2], [3, 4]]))
show('block mixed', lambda: np.block([np.array([1, 2]), 3.5]))
show('block 2d+1d', lambda: np.block([[np.array([[1, 2]])], [np.array([3, 4])]]))
show('block tuple', lambda: np.block([(1, 2), 3]))
show('block depth', lambda: np.block([[1, 2], 3]))
show('block empty', lambda: np.block([]))
show('block empty inner', lambda: np.block([[1], []]))
show('block scalar', lambda: np.block(5))
show('resize', lambda: np.resize(np.array([[0, 1], [2, 3]]), (2, 3)))
show('resize int', lambda: np.resize([1, 2, 3], 7))
show('resize zero', lambda: np.resize([1.5, 2, 3], (0,)))
show('resize empty', lambda: np.resize(np.array([], np.int32), (2, 2)))
show('resize negative', lambda: np.resize([1, 2, 3], (-1,)))

# expect: block float64 (5, 5)
# expect: [[2. 0. 0. 0. 0.]
# expect:  [0. 2. 0. 0. 0.]
# expect:  [1. 1. 3. 0. 0.]
# expect:  [1. 1. 0. 3. 0.]
# expect:  [1. 1. 0. 0. 3.]]
# expect: block 1d int64 (3,)
# expect: [1 2 3]
# expect: block rows int64 (2, 2)
# expect: [[1 2]
# expect:  [3 4]]
# expect: block mixed float64 (3,)
# expect: [1.  2.  3.5]
# expect: block 2d+1d int64 (2, 2)
# expect: [[1 2]
# expect:  [3 4]]
# expect: block tuple TypeError arrays[0] is a tuple. Only lists can be used to arrange blocks, and np.block does not allow implicit conversion from tuple to ndarray.
# expect: block depth ValueError List depths are mismatched. First element was at depth 2, but there is an element at depth 1 (arrays[1])
# expect: block empty ValueError List at arrays cannot be empty
# expect: block empty inner ValueError List at arrays[1] cannot be empty
# expect: block scalar int64 ()
# expect: 5
# expect: resize int64 (2, 3)
# expect: [[0 1 2]
# expect:  [3 0 1]]
# expect: resize int int64 (7,)
# expect: [1 2 3 1 2 3 1]
# expect: resize zero float64 (0,)
# expect: []
# expect: resize empty int32 (2, 2)
# expect: [[0 0]
# expect:  [0 0]]
# expect: resize negative ValueError all elements of `new_shape` must be non-negative
