# Arrays returned from compiled code are ordinary ndarrays (type, dtype,
# contiguous, usable with NumPy).
import numpy as np
from numba import njit


@njit
def scaled(a, k):
    out = np.empty_like(a)
    for i in range(a.shape[0]):
        out[i] = a[i] * k
    return out


r = scaled(np.arange(4.0), 2.5)
print(type(r).__name__, r.dtype, r, r.flags['C_CONTIGUOUS'])
print(np.sum(r), r + 1)

# expect: ndarray float64 [0.  2.5 5.  7.5] True
# expect: 15.0 [1.  3.5 6.  8.5]
