# An int `-=` reduction, with a start value that is not the identity.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def countdown(start, n):
    x = start
    for i in prange(n):
        x -= i
    return x


@njit(parallel=True)
def minus_all(a):
    x = 100
    for i in prange(len(a)):
        x -= a[i]
    return x


print(countdown(1000, 10), countdown(0, 100), countdown(7, 0))
print(minus_all(np.array([3, -4, 5, 10, 20, 1, 2], dtype=np.int64)))

# expect: 955 -4950 7
# expect: 63
