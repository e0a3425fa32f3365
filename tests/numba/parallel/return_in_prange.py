# A `return` in a prange body (a search): Numba runs the loop serially, so
# the first match is returned.
import warnings
import numpy as np
from numba import njit, prange
from numba.core.errors import NumbaPerformanceWarning

# Numba warns that it could not parallelise the loop: not what is tested.
warnings.simplefilter('ignore', NumbaPerformanceWarning)


@njit(parallel=True)
def find(a, x):
    for i in prange(a.shape[0]):
        if a[i] == x:
            return i
    return -1


a = np.array([4, 8, 15, 16, 23, 42, 15], dtype=np.int64)
print(find(a, 15), find(a, 42), find(a, 7), find(a[:0], 4))

# expect: 2 5 -1 -1
