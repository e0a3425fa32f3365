# `x = min(x, a[i])` is a min reduction; the start value takes part.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def smallest(a, start):
    m = start
    for i in prange(a.shape[0]):
        m = min(m, a[i])
    return m


a = np.array([3.5, -2.0, 17.25, 9.0, -2.5, 40.0, 0.0])
print(smallest(a, np.inf), smallest(a, -100.0), smallest(np.empty(0), 1.0))
b = np.array([4, 12, -7, 12, -3, 11], dtype=np.int64)
print(smallest(b, 1000), smallest(b, -50))

# expect: -2.5 -100.0 1.0
# expect: -7 -50
