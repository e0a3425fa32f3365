# The seed's sum of squares (@njit(parallel=True, fastmath=True), a float
# `+=` over prange) with one thread and with two: the inputs are small
# integers in float64, so the sum is exact in any order.
import numpy as np
import numba
from numba import njit, prange
from numba.core import config


@njit(parallel=True, fastmath=True)
def sum_of_squares_numba_parallel(x):
    total = 0.0
    for i in prange(x.shape[0]):
        total += x[i] * x[i]
    return total


x = np.arange(100000, dtype=np.float64)
for t in (1, min(2, config.NUMBA_NUM_THREADS)):
    numba.set_num_threads(t)
    r = sum_of_squares_numba_parallel(x)
    print(r, r == float(np.sum(x * x)))
numba.set_num_threads(config.NUMBA_NUM_THREADS)

# expect: 333328333350000.0 True
# expect: 333328333350000.0 True
