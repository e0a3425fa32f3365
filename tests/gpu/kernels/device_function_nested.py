"""Device functions calling device functions, and one used twice with different types."""
from numba import cuda
import numpy as np


@cuda.jit(device=True)
def square(x):
    return x * x


@cuda.jit(device=True)
def norm2(x, y):
    return square(x) + square(y)


@cuda.jit
def kernel(xs, ys, out, iout):
    i = cuda.grid(1)
    if i < xs.size:
        out[i] = norm2(xs[i], ys[i])
        iout[i] = square(i)


xs = np.array([3.0, 1.5, -2.0])
ys = np.array([4.0, 2.0, 0.5])
out = np.zeros(3)
iout = np.zeros(3, dtype=np.int64)
kernel[1, 4](xs, ys, out, iout)
print(out, iout)

# expect: [25.    6.25  4.25] [0 1 4]
