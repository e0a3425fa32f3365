# One prange loop writing two output arrays and reading a third input.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def split(a, lo, hi, limit):
    for i in prange(a.shape[0]):
        if a[i] < limit:
            lo[i] = a[i]
            hi[i] = 0
        else:
            lo[i] = 0
            hi[i] = a[i]


a = np.array([5, 1, 9, 3, 7, 2, 8], dtype=np.int64)
lo = np.full(7, -1, dtype=np.int64)
hi = np.full(7, -1, dtype=np.int64)
split(a, lo, hi, 5)
print(lo)
print(hi)

# expect: [0 1 0 3 0 2 0]
# expect: [5 0 9 0 7 0 8]
