# A parallel function called from another @njit function, and from a
# prange body of a third (where its own prange runs serially).
import warnings
import numpy as np
from numba import njit, prange
from numba.core.errors import NumbaPerformanceWarning

# Numba warns that it could not parallelise the loop: not what is tested.
warnings.simplefilter('ignore', NumbaPerformanceWarning)


@njit(parallel=True)
def row_total(m, i):
    s = 0
    for j in prange(m.shape[1]):
        s += m[i, j]
    return s


@njit
def all_rows(m):
    t = 0
    for i in range(m.shape[0]):
        t += row_total(m, i)
    return t


@njit(parallel=True)
def each_row(m, out):
    for i in prange(m.shape[0]):
        out[i] = row_total(m, i)


m = np.arange(20, dtype=np.int64).reshape(4, 5)
print(row_total(m, 2), all_rows(m))
out = np.zeros(4, dtype=np.int64)
each_row(m, out)
print(out)

# expect: 60 190
# expect: [10 35 60 85]
