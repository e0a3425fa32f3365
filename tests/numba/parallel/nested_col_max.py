# A prange over the columns with a serial loop over the rows inside: the
# largest element of each column, written to out[j].
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def col_max(m, out):
    for j in prange(m.shape[1]):
        best = m[0, j]
        for i in range(1, m.shape[0]):
            if m[i, j] > best:
                best = m[i, j]
        out[j] = best


m = np.array([[3, 9, -1, 4], [8, 2, -5, 4], [1, 7, 0, 6]], dtype=np.int64)
out = np.zeros(4, dtype=np.int64)
col_max(m, out)
print(out)

# expect: [8 9 0 6]
