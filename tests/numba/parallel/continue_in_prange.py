# `continue` in a prange body skips the rest of that iteration only.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def odd_total(n):
    s = 0
    for i in prange(n):
        if i % 2 == 0:
            continue
        s += i
    return s


@njit(parallel=True)
def clip_negatives(a):
    for i in prange(a.shape[0]):
        if a[i] >= 0:
            continue
        a[i] = 0.0


print(odd_total(100), odd_total(1), odd_total(0))
a = np.array([1.5, -2.0, 3.0, -0.5])
clip_negatives(a)
print(a)

# expect: 2500 0 0
# expect: [1.5 0.  3.  0. ]
