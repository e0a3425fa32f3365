# An array updated with `acc += row` in a prange body is a reduction over
# whole arrays: column sums of a 2-D array.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def col_sums(m):
    acc = np.zeros(m.shape[1], dtype=np.int64)
    for i in prange(m.shape[0]):
        acc += m[i]
    return acc


m = np.arange(60, dtype=np.int64).reshape(12, 5)
print(col_sums(m), m.sum(axis=0))

# expect: [330 342 354 366 378] [330 342 354 366 378]
