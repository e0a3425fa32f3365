# Adding comparisons (bools) to an int reduction counts the matches.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def count_above(a, x):
    c = 0
    for i in prange(a.shape[0]):
        c += a[i] > x
    return c


a = np.arange(100.0)
r = count_above(a, 89.5)
print(r, type(r).__name__, count_above(a, -1.0), count_above(a, 1000.0))

# expect: 10 int 100 0
