"""Storing floats into an integer array truncates; round() halves to even and gives an int."""
from numba import cuda
import numpy as np


@cuda.jit
def store(x, t, r):
    i = cuda.grid(1)
    if i < x.size:
        t[i] = x[i]
        r[i] = round(x[i])


x = np.array([2.5, 3.5, -2.5, 2.7, -2.7])
t = np.zeros(5, dtype=np.int64)
r = np.zeros(5, dtype=np.int64)
store[1, 8](x, t, r)
print(t)
print(r)

# expect: [ 2  3 -2  2 -2]
# expect: [ 2  4 -2  3 -3]
