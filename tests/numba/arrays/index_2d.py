# a[i, j] and a[i][j] on 2-D arrays, negative indices included.
import numpy as np
from numba import njit


@njit
def corners(a):
    return a[0, 0], a[0, -1], a[-1, 0], a[-1, -1], a[1][2]


a = np.arange(12).reshape(3, 4)
print(corners(a), corners(a * 0.5))
print(corners.signatures)

# expect: (0, 3, 8, 11, 6) (0.0, 1.5, 4.0, 5.5, 3.0)
# expect: [(array(int64, 2d, C),), (array(float64, 2d, C),)]
