# for row in 2-D array iterates over rows (1-D views).
import numpy as np
from numba import njit


@njit
def row_maxes(m):
    out = np.empty(m.shape[0])
    k = 0
    for row in m:
        out[k] = row.max()
        k += 1
    return out


print(row_maxes(np.array([[1.0, 5.0, 2.0], [7.0, 0.0, 3.0]])))

# expect: [5. 7.]
