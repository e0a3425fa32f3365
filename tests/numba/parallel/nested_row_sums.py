# A serial `for` nested in a prange over the rows of a 2-D array: each
# iteration writes its row's sum to an output array.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def row_sums(m):
    out = np.zeros(m.shape[0], dtype=m.dtype)
    for i in prange(m.shape[0]):
        s = 0
        for j in range(m.shape[1]):
            s += m[i, j]
        out[i] = s
    return out


m = np.arange(35, dtype=np.int64).reshape(7, 5)
print(row_sums(m))
print(row_sums(m.astype(np.float64)))
print(row_sums(np.zeros((0, 4))), row_sums(np.ones((3, 0))))

# expect: [ 10  35  60  85 110 135 160]
# expect: [ 10.  35.  60.  85. 110. 135. 160.]
# expect: [] [0. 0. 0.]
