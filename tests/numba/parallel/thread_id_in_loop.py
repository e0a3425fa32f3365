# numba.get_thread_id() inside a prange body is between 0 and
# get_num_threads() - 1; with one thread it is always 0.
import numpy as np
import numba
from numba import njit, prange
from numba.core import config


@njit(parallel=True)
def ids(n):
    out = np.empty(n, dtype=np.int64)
    for i in prange(n):
        out[i] = numba.get_thread_id()
    return out


t = numba.get_num_threads()
r = ids(1000)
print(r.shape, r.min() >= 0, r.max() < t)
numba.set_num_threads(1)
print(np.unique(ids(1000)))
numba.set_num_threads(t)

# expect: (1000,) True True
# expect: [0]
