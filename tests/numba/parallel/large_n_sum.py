# A million-element float sum and sum of squares: the threads' partial sums
# are added in another order than a serial loop would, so the results are
# printed rounded and compared with np.isclose.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def sums(a):
    s = 0.0
    sq = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
        sq += a[i] * a[i]
    return s, sq


n = 10**6
a = np.linspace(0.0, 1.0, n)
s, sq = sums(a)
print(round(s, 6), round(sq, 3))
print(np.isclose(s, np.sum(a)), np.isclose(sq, np.dot(a, a)))

# expect: 500000.0 333333.5
# expect: True True
