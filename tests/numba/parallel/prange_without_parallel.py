# prange in a function without parallel=True is a plain range: reductions,
# nested loops and per-element writes give the serial results.
import numpy as np
from numba import njit, prange


@njit
def stats(a):
    s = 0.0
    hi = -np.inf
    for i in prange(a.shape[0]):
        s += a[i]
        hi = max(hi, a[i])
    return s, hi


@njit
def row_sums(m):
    out = np.zeros(m.shape[0], dtype=np.int64)
    for i in prange(m.shape[0]):
        for j in prange(m.shape[1]):
            out[i] += m[i, j]
    return out


@njit
def span(a, b):
    c = 0
    for i in prange(a, b):
        c += i
    return c


print(stats(np.array([1.5, 4.0, -2.0, 3.5])))
print(row_sums(np.arange(12, dtype=np.int64).reshape(3, 4)))
print(span(3, 8), span(8, 3))

# expect: (7.0, 4.0)
# expect: [ 6 22 38]
# expect: 25 0
