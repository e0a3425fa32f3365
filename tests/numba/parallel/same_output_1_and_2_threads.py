# Per-element writes and a nested serial loop give identical arrays with
# set_num_threads(1) and (2).
import numpy as np
import numba
from numba import njit, prange
from numba.core import config


@njit(parallel=True)
def blur(m):
    out = np.zeros_like(m)
    for i in prange(1, m.shape[0] - 1):
        for j in range(1, m.shape[1] - 1):
            out[i, j] = (m[i - 1, j] + m[i + 1, j] + m[i, j - 1] + m[i, j + 1]) // 4
    return out


m = (np.arange(400, dtype=np.int64).reshape(20, 20) * 7919) % 101
numba.set_num_threads(1)
one = blur(m)
numba.set_num_threads(min(2, config.NUMBA_NUM_THREADS))
two = blur(m)
numba.set_num_threads(config.NUMBA_NUM_THREADS)
print((one == two).all(), int(one.sum()), one[1, 1:6])

# expect: True 16124 [53 43 59 49 40]
