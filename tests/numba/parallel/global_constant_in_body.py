# Module-level constants and a global array read in a prange body are
# frozen at compile time, as in serial @njit code.
import numpy as np
from numba import njit, prange

SCALE = 3
OFFSET = 0.5
WEIGHTS = np.array([1.0, 2.0, 3.0, 4.0])


@njit(parallel=True)
def weighted(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += (a[i] * SCALE + OFFSET) * WEIGHTS[i % 4]
    return s


print(weighted(np.arange(8.0)))
SCALE = 100
print(weighted(np.arange(8.0)))

# expect: 250.0
# expect: 250.0
