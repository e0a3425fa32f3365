# `s = s + x` and `p = p * x` (not augmented) are reductions too.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def sum_prod(a):
    s = 0
    p = 1
    for i in prange(a.shape[0]):
        s = s + a[i]
        p = p * (a[i] % 5 + 1)
    return s, p


print(sum_prod(np.arange(1, 21, dtype=np.int64)))

# expect: (210, 207360000)
