# Seed 002: a two-argument @vectorize ufunc broadcasting an int64 array
# against an array of ones and against a scalar.
import numpy as np
from numba import vectorize

@vectorize
def add_n(x, n):
    # Done on all elements of ndarray
    return x + n

n = 10
x = np.arange(n).astype(np.int64)
y = np.ones_like(x)
print(add_n(x, y))
print(add_n(x, 5))
print(np.add(x, y))

# expect: [ 1  2  3  4  5  6  7  8  9 10]
# expect: [ 5  6  7  8  9 10 11 12 13 14]
# expect: [ 1  2  3  4  5  6  7  8  9 10]
