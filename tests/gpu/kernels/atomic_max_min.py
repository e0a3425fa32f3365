"""cuda.atomic.max and min return the old value and keep the extreme."""
from numba import cuda
import numpy as np


@cuda.jit
def extremes(x, hi, lo):
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.max(hi, 0, x[i])
        cuda.atomic.min(lo, 0, x[i])


x = np.array([3.5, -2.0, 9.25, 0.5, 7.0], dtype=np.float64)
hi = np.array([-np.inf])
lo = np.array([np.inf])
extremes[1, 8](x, hi, lo)
print(hi, lo)


@cuda.jit
def first_old(a, olds):
    i = cuda.grid(1)
    if i < olds.size:
        olds[i] = cuda.atomic.add(a, 0, 1)


a = np.zeros(1, dtype=np.int64)
olds = np.zeros(6, dtype=np.int64)
first_old[1, 6](a, olds)
print(a[0], sorted(olds))

# expect: [9.25] [-2.]
# expect: 6 [0, 1, 2, 3, 4, 5]
