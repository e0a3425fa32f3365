# Division by zero inside a parallelised prange body follows NumPy's error
# model in Numba: int // 0 gives 0 and float / 0 gives inf (no
# ZeroDivisionError, unlike serial @njit code).
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def int_quotients(a, d):
    s = 0
    for i in prange(a.shape[0]):
        s += a[i] // d[i]
    return s


@njit(parallel=True)
def float_quotients(a, d):
    out = np.empty(a.shape[0])
    for i in prange(a.shape[0]):
        out[i] = a[i] / d[i]
    return out


a = np.array([10, 20, 30], dtype=np.int64)
print(int_quotients(a, np.array([3, 4, 7], dtype=np.int64)))
print(int_quotients(a, np.array([3, 0, 7], dtype=np.int64)))
print(float_quotients(a * 1.0, np.array([4.0, 8.0, 2.0])))
print(float_quotients(a * 1.0, np.array([4.0, 8.0, 0.0])))

# expect: 12
# expect: 7
# expect: [ 2.5  2.5 15. ]
# expect: [2.5 2.5 inf]
