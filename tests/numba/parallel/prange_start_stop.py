# prange(a, b) runs i from a to b - 1, negative bounds included.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def total(a, b):
    s = 0
    for i in prange(a, b):
        s += i
    return s


@njit(parallel=True)
def fill(out, a, b):
    for i in prange(a, b):
        out[i] = i * i


print(total(5, 10), total(-5, 5), total(-10, -3), total(100, 101))
out = np.zeros(8, dtype=np.int64)
fill(out, 2, 6)
print(out)

# expect: 35 -5 -49 100
# expect: [ 0  0  4  9 16 25  0  0]
