# max and min reductions over a million elements: exact in any order.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def extremes(a):
    hi = -np.inf
    lo = np.inf
    for i in prange(a.shape[0]):
        hi = max(hi, a[i])
        lo = min(lo, a[i])
    return hi, lo


np.random.seed(3)
a = np.random.rand(10**6)
hi, lo = extremes(a)
print(hi == a.max(), lo == a.min(), round(hi, 9), round(lo, 9))

# expect: True True 0.999999637 1.55e-06
