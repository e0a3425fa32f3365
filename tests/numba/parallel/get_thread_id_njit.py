# numba.get_thread_id() in compiled code outside a prange loop is 0, in a
# parallel function too (before and after its loop).
import numpy as np
import numba
from numba import njit, prange


@njit
def tid():
    return numba.get_thread_id()


@njit(parallel=True)
def around_loop(a):
    before = numba.get_thread_id()
    for i in prange(a.shape[0]):
        a[i] = 2 * a[i]
    after = numba.get_thread_id()
    return before, after


a = np.arange(100.0)
print(tid(), around_loop(a), a[99])

# expect: 0 (0, 0) 198.0
