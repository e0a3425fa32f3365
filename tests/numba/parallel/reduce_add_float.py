# A float `+=` reduction over prange: each thread sums a part, the parts are
# added at the end (printed rounded: the summation order may differ).
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def total(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


a = np.arange(1000) * 0.1
print(round(total(a), 6), round(float(np.sum(a)), 6))
print(total(np.array([2.5])), total(np.array([1.5, -1.5])))

# expect: 49950.0 49950.0
# expect: 2.5 0.0
