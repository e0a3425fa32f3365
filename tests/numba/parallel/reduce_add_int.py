# An int `+=` reduction over prange: exact in any order.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def total(a):
    s = 0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


@njit(parallel=True)
def triangle(n):
    s = 0
    for i in prange(n):
        s += i
    return s


a = np.arange(-50, 1001, dtype=np.int64)
print(total(a), int(a.sum()))
print(triangle(10), triangle(12345), triangle(1))
r = triangle(7)
print(type(r).__name__)

# expect: 499225 499225
# expect: 45 76193340 0
# expect: int
