# Assigning into a slice and in-place operators broadcast the source to the
# destination's shape: a row into every row, a column into every column; a
# source of another size is a ValueError, one of more dimensions a TypingError.
import numpy as np
import numba
from numba import njit


@njit
def fill_rows(m, r):
    m[:] = r
    return m


@njit
def sub_row(m, r):
    m -= r
    return m


@njit
def same_shape(m, n):
    m[:, :] = n
    m += n
    return m


print(fill_rows(np.zeros((2, 3)), np.arange(3.0)))
print(fill_rows(np.zeros((2, 3)), np.arange(2.0).reshape(2, 1)))
print(sub_row(np.ones((2, 3)), np.arange(3.0)))
print(same_shape(np.zeros((2, 2)), np.arange(4).reshape(2, 2).T))
try:
    fill_rows(np.zeros((2, 3)), np.arange(4.0))
except ValueError as e:
    print("ValueError:", e)
try:
    sub_row(np.zeros(3), np.zeros((2, 3)))
except numba.core.errors.TypingError as e:
    print(str(e).splitlines()[3].strip())

# expect: [[0. 1. 2.]
# expect:  [0. 1. 2.]]
# expect: [[0. 0. 0.]
# expect:  [1. 1. 1.]]
# expect: [[ 1.  0. -1.]
# expect:  [ 1.  0. -1.]]
# expect: [[0. 4.]
# expect:  [2. 6.]]
# expect: ValueError: cannot assign slice from input of different size
# expect: >>> isub(array(float64, 1d, C), array(float64, 2d, C))
