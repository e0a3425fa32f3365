# A prange nested in a prange: the inner one runs serially inside each
# outer iteration (a 2-D fill and a total of it).
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def table(n, m):
    out = np.empty((n, m), dtype=np.int64)
    for i in prange(n):
        for j in prange(m):
            out[i, j] = i * 10 + j
    return out


@njit(parallel=True)
def grid_total(n, m):
    s = 0
    for i in prange(n):
        for j in prange(m):
            s += i * j
    return s


print(table(3, 4))
print(grid_total(30, 40), grid_total(0, 5), grid_total(5, 0))

# expect: [[ 0  1  2  3]
# expect:  [10 11 12 13]
# expect:  [20 21 22 23]]
# expect: 339300 0 0
