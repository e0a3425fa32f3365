# An int `*=` reduction (a factorial), exact; with a start value of 3.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def factorial(n):
    p = 1
    for i in prange(1, n + 1):
        p *= i
    return p


@njit(parallel=True)
def times(a):
    p = 3
    for i in prange(a.shape[0]):
        p *= a[i]
    return p


print(factorial(0), factorial(1), factorial(10), factorial(20))
print(times(np.array([2, -3, 5, 7, 1, -1], dtype=np.int64)))

# expect: 1 1 3628800 2432902008176640000
# expect: 630
