# np.nonzero and np.flatnonzero inside compiled code: a tuple of int64
# index arrays, one per dimension; flat indices.
import numpy as np
from numba import njit


@njit
def nz(a):
    return np.nonzero(a)


@njit
def flat(a):
    return np.flatnonzero(a)


@njit
def count(a):
    r = np.nonzero(a > 2)
    return len(r[0]), r[0].sum()


print(nz(np.array([0, 3, 0, 4])))
print(nz(np.array([[0, 1], [2, 0]])))
print(nz(np.array([0.0, 1.5, -0.0, np.nan])))
print(count(np.array([3, 1, 4, 1, 5])))
print(flat(np.array([[0, 1], [2, 0]])))
print(flat(np.array([False, True, True])))
print(flat(3))

# expect: (array([1, 3]),)
# expect: (array([0, 1]), array([1, 0]))
# expect: (array([1, 3]),)
# expect: (3, 6)
# expect: [1 2]
# expect: [1 2]
# expect: [0]
