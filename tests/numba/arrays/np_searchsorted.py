# np.searchsorted inside compiled code: a scalar gives an int, an array
# of values an int64 array of the same shape; side='left' or 'right'.
import numpy as np
from numba import njit


@njit
def left(a, v):
    return np.searchsorted(a, v)


@njit
def right(a, v):
    return np.searchsorted(a, v, side='right')


@njit
def right_pos(a, v):
    return np.searchsorted(a, v, 'right')


s = np.array([1, 2, 2, 3, 5])
print(left(s, 2), right(s, 2), right_pos(s, 2), left(s, 2.5), left(s, 9))
print(left(s, np.array([0, 2, 4, 6])))
print(right(s, np.array([[2, 3], [5, 1]])))
print(left(np.array([1.0, 2.0, np.nan]), np.array([np.nan, 1.5])))

# expect: 1 3 3 3 5
# expect: [0 1 4 5]
# expect: [[3 4]
# expect:  [5 1]]
# expect: [2 1]
