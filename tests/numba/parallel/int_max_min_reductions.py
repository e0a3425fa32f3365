# Integer max/min reductions in prange loops run on the pool (each thread
# from the identity, combined in order): max(m, x), max(x, m), min, with a
# sum beside them, over negative and positive values; the result does not
# depend on the number of threads.
import numpy as np
import numba
from numba import njit, prange


@njit(parallel=True)
def extremes(a):
    hi = a[0]
    lo = a[0]
    total = 0
    for i in prange(a.shape[0]):
        hi = max(hi, a[i])
        lo = min(a[i] * 3, lo)
        total += a[i]
    return hi, lo, total


@njit(parallel=True)
def spread(a, b):
    best = -(2 ** 62)
    for i in prange(a.shape[0]):
        best = max(best, a[i] - b[i])
    return best


a = (np.arange(200_000) * 7919) % 100_003 - 50_000
b = a[::-1].copy()
for threads in (1, 2):
    numba.set_num_threads(threads)
    print(threads, extremes(a), spread(a, b))
print(extremes(np.array([5])), extremes(np.array([-3, 9, -12, 4])), spread(np.array([1]), np.array([2])))

# expect: 1 (50002, -150000, 66287) 55431
# expect: 2 (50002, -150000, 66287) 55431
# expect: (5, 5, 5) (9, -36, -2) -1
