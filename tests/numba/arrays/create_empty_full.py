# np.empty(n, dtype=np.int64) filled in a loop; np.full((2, 3), 7.5).
import numpy as np
from numba import njit


@njit
def squares(n):
    a = np.empty(n, dtype=np.int64)
    for i in range(n):
        a[i] = i * i
    return a


@njit
def sevens():
    return np.full((2, 3), 7.5)


r = squares(5)
print(r, r.dtype, sevens())

# expect: [ 0  1  4  9 16] int64 [[7.5 7.5 7.5]
# expect:  [7.5 7.5 7.5]]
