# A prange loop inside a serial `for` (repeated sweeps): each sweep sees
# the previous one's writes.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def sweeps(a, k):
    for step in range(k):
        for i in prange(a.shape[0]):
            a[i] = a[i] * 2 + step
    return a


@njit(parallel=True)
def iterate_sum(n, k):
    total = 0
    for step in range(k):
        s = 0
        for i in prange(n):
            s += i * step
        total += s
    return total


print(sweeps(np.arange(4.0), 3))
print(iterate_sum(100, 5))

# expect: [ 4. 12. 20. 28.]
# expect: 49500
