# np.concatenate of a tuple of arrays inside compiled code: along axis 0
# by default, along a given axis, and dtypes promoted as NumPy's.
import numpy as np
from numba import njit


@njit
def cat(a, b):
    return np.concatenate((a, b))


@njit
def cat_axis(a, b, ax):
    return np.concatenate((a, b), axis=ax)


a = np.array([3, 1, 4])
print(cat(a, np.array([1, 5])))
print(cat(a, np.array([0.5, 2.5])))
print(cat(a > 2, a.astype(np.int32)))
m = np.arange(6).reshape((2, 3))
print(cat(m, m))
print(cat_axis(m, m, 1))
print(cat_axis(m, m, -1))

# expect: [3 1 4 1 5]
# expect: [3.  1.  4.  0.5 2.5]
# expect: [1 0 1 3 1 4]
# expect: [[0 1 2]
# expect:  [3 4 5]
# expect:  [0 1 2]
# expect:  [3 4 5]]
# expect: [[0 1 2 0 1 2]
# expect:  [3 4 5 3 4 5]]
# expect: [[0 1 2 0 1 2]
# expect:  [3 4 5 3 4 5]]
