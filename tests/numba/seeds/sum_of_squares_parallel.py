# Seed 003 3.1: @njit(parallel=True, fastmath=True) with prange. The inputs are
# small integers in float64, so the sum is exact in any summation order.
import numpy as np
from numba import njit, prange


@njit(parallel=True, fastmath=True)
def sum_of_squares_numba_parallel(x):
    total = 0.0
    for i in prange(x.shape[0]):
        total += x[i] * x[i]
    return total


x = np.arange(100000, dtype=np.float64)
print(sum_of_squares_numba_parallel(x))
print(sum_of_squares_numba_parallel(x) == float(np.sum(x * x)))

# expect: 333328333350000.0
# expect: True
