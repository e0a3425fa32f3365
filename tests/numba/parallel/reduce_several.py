# Several reductions of different kinds in one prange loop.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def stats(a):
    s = 0.0
    sq = 0.0
    count = 0
    hi = -np.inf
    lo = np.inf
    for i in prange(a.shape[0]):
        v = a[i]
        s += v
        sq += v * v
        count += 1
        hi = max(hi, v)
        lo = min(lo, v)
    return s, sq, count, hi, lo


a = np.arange(-20, 37) * 0.5
s, sq, count, hi, lo = stats(a)
print(round(s, 6), round(sq, 6), count, hi, lo)
print(stats(np.array([7.0])))

# expect: 228.0 4769.0 57 18.0 -10.0
# expect: (7.0, 49.0, 1, 7.0, 7.0)
