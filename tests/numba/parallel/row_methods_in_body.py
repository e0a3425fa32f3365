# Array methods on a row inside a prange body: m[i].sum(), m[i].max(),
# m[i].mean().
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def row_stats(m):
    sums = np.empty(m.shape[0])
    maxes = np.empty(m.shape[0])
    means = np.empty(m.shape[0])
    for i in prange(m.shape[0]):
        sums[i] = m[i].sum()
        maxes[i] = m[i].max()
        means[i] = m[i].mean()
    return sums, maxes, means


m = (np.arange(24.0).reshape(6, 4) * 7) % 11
sums, maxes, means = row_stats(m)
print(sums)
print(maxes)
print(means)

# expect: [20. 22. 13. 26. 17. 19.]
# expect: [10.  9.  8. 10.  9.  8.]
# expect: [5.   5.5  3.25 6.5  4.25 4.75]
