# The same parallel function run with set_num_threads(1) and (2) gives the
# same results: int reductions exactly, float ones to rounding.
import numpy as np
import numba
from numba import njit, prange
from numba.core import config


@njit(parallel=True)
def summary(a):
    s = 0.0
    n_pos = 0
    hi = -np.inf
    prod = 1
    for i in prange(a.shape[0]):
        s += a[i]
        if a[i] > 0:
            n_pos += 1
        hi = max(hi, a[i])
        if i < 20:
            prod *= (i % 3) + 1
    return s, n_pos, hi, prod


a = np.cos(np.arange(5000) * 0.37)
results = []
for t in (1, min(2, config.NUMBA_NUM_THREADS)):
    numba.set_num_threads(t)
    s, n_pos, hi, prod = summary(a)
    results.append((round(s, 6), n_pos, hi, prod))
    print(numba.get_num_threads() == t, results[-1])
print(results[0] == results[1])
numba.set_num_threads(config.NUMBA_NUM_THREADS)

# expect: True (1.996608, 2503, 1.0, 93312)
# expect: True (1.996608, 2503, 1.0, 93312)
# expect: True
