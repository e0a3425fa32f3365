# A float64 reduction over a float32 array (values exact in float32).
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def total(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


@njit(parallel=True)
def scaled(a):
    out = np.empty_like(a)
    for i in prange(a.shape[0]):
        out[i] = a[i] * 2
    return out


a = np.arange(100, dtype=np.float32) * np.float32(0.5)
print(total(a))
r = scaled(a[:4])
print(r, r.dtype)

# expect: 2475.0
# expect: [0. 1. 2. 3.] float32
