# `x = max(x, a[i])` is a max reduction; the start value takes part.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def largest(a, start):
    m = start
    for i in prange(a.shape[0]):
        m = max(m, a[i])
    return m


a = np.array([3.5, -2.0, 17.25, 9.0, 17.0, -40.0, 0.0])
print(largest(a, -np.inf), largest(a, 100.0), largest(np.empty(0), -1.0))
b = np.array([4, 12, -7, 12, 3, 11], dtype=np.int64)
print(largest(b, -1000), largest(b, 50))

# expect: 17.25 100.0 -1.0
# expect: 12 50
