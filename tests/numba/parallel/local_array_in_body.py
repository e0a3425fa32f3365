# Each prange iteration allocates and uses an array of its own.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def triangle_sums(n):
    out = np.zeros(n, dtype=np.int64)
    for i in prange(n):
        t = np.arange(i + 1)
        out[i] = t.sum()
    return out


@njit(parallel=True)
def reversed_doubled_rows(m):
    out = np.empty_like(m)
    for i in prange(m.shape[0]):
        row = m[i].copy()
        row *= 2
        out[i] = row[::-1]
    return out


print(triangle_sums(8))
print(reversed_doubled_rows(np.array([[3, 1, 2], [9, 7, 8], [5, 6, 4]], dtype=np.int64)))

# expect: [ 0  1  3  6 10 15 21 28]
# expect: [[ 4  2  6]
# expect:  [16 14 18]
# expect:  [ 8 12 10]]
