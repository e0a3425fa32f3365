# A @vectorize function may call other @njit functions.
import numpy as np
from numba import njit, vectorize


@njit
def square(v):
    return v * v


@njit
def clamp(v, lo, hi):
    return min(max(v, lo), hi)


@vectorize
def energy(x, y):
    return clamp(square(x) + square(y), 0, 50)


print(energy(np.arange(6), np.arange(6)[::-1]))
print(energy(np.array([0.5, 7.5]), np.array([1.0, 1.0])))

# expect: [25 17 13 13 17 25]
# expect: [ 1.25 50.  ]
