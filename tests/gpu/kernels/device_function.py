"""Device functions (device=True) called from kernels: scalars and tuples returned."""
from numba import cuda
import numpy as np
import math


@cuda.jit(device=True)
def polar_to_cartesian(rho, theta):
    return rho * math.cos(theta), rho * math.sin(theta)


@cuda.jit(device=True)
def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


@cuda.jit
def kernel(rho, theta, out):
    i = cuda.grid(1)
    if i < rho.size:
        x, y = polar_to_cartesian(rho[i], theta[i])
        out[i] = clamp(x + y, -1.0, 1.0)


rho = np.array([1.0, 2.0, 0.5, 3.0])
theta = np.array([0.0, math.pi / 2, math.pi, 0.25])
out = np.zeros(4)
kernel[1, 4](rho, theta, out)
print(np.round(out, 6))

# expect: [ 1.   1.  -0.5  1. ]
