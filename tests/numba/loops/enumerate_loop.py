# enumerate over an array and over a range.
import numpy as np
from numba import njit


@njit
def weighted(a):
    s = 0.0
    for i, x in enumerate(a):
        s += i * x
    return s


@njit
def enum_start(n):
    s = 0
    for i, v in enumerate(range(n), 10):
        s += i * v
    return s


print(weighted(np.array([1.0, 2.0, 3.0, 4.0])), enum_start(4))

# expect: 20.0 74
