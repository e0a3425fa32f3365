# zip over two arrays (stopping at the shorter) and over ranges.
import numpy as np
from numba import njit


@njit
def dot(a, b):
    s = 0.0
    for x, y in zip(a, b):
        s += x * y
    return s


@njit
def zip_ranges(n):
    s = 0
    for i, j in zip(range(n), range(n, 0, -1)):
        s += i * j
    return s


print(dot(np.array([1.0, 2.0, 3.0]), np.array([4.0, 5.0, 6.0, 7.0])), zip_ranges(5))

# expect: 32.0 20
