# prange(a, b) with a >= b (and a negative n) runs no iteration.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def total(a, b):
    s = 100
    for i in prange(a, b):
        s += i
    return s


@njit(parallel=True)
def count(n):
    c = 0
    for i in prange(n):
        c += 1
    return c


print(total(5, 5), total(10, 3), total(-1, -5), total(0, -100))
print(count(-1), count(-1000), count(0), count(3))

# expect: 100 100 100 100
# expect: 0 0 0 3
