# A `break` in a prange body: Numba cannot parallelise the loop and runs
# it serially, so the result is the serial loop's.
import warnings
import numpy as np
from numba import njit, prange
from numba.core.errors import NumbaPerformanceWarning

# Numba warns that it could not parallelise the loop: not what is tested.
warnings.simplefilter('ignore', NumbaPerformanceWarning)


@njit(parallel=True)
def sum_until(a, limit):
    s = 0
    for i in prange(a.shape[0]):
        if a[i] > limit:
            break
        s += a[i]
    return s


a = np.array([1, 2, 3, 10, 4, 5], dtype=np.int64)
print(sum_until(a, 5), sum_until(a, 100), sum_until(a, 0))

# expect: 6 25 0
