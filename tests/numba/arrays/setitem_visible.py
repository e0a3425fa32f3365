# Writing a[i] = v and a[i, j] = v in compiled code changes the caller's array.
import numpy as np
from numba import njit


@njit
def fill_squares(a):
    for i in range(a.shape[0]):
        a[i] = i * i


@njit
def set_diagonal(m, v):
    for i in range(min(m.shape[0], m.shape[1])):
        m[i, i] = v


a = np.zeros(5)
fill_squares(a)
print(a)
m = np.zeros((3, 3), dtype=np.int64)
set_diagonal(m, 7)
print(m)

# expect: [ 0.  1.  4.  9. 16.]
# expect: [[7 0 0]
# expect:  [0 7 0]
# expect:  [0 0 7]]
