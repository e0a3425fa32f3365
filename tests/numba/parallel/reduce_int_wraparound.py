# An int64 `+=` reduction wraps around on overflow, as serial Numba code
# does (the wrapped total is the same in any order).
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def total(a):
    s = 0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


print(total(np.full(8, 2**62, dtype=np.int64)))
print(total(np.full(5, 2**62, dtype=np.int64)))
print(total(np.array([2**63 - 1, 1, 1], dtype=np.int64)))

# expect: 0
# expect: 4611686018427387904
# expect: -9223372036854775807
