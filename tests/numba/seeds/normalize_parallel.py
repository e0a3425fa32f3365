# Seed 003 6.2, the CPU part: normalize() with prange over a seeded random
# array (the CuPy lines are left out): the array is normalised in place to
# mean 0 and std 1 (checked to 1e-9, so the summation order does not show).
import numpy as np
from numba import njit, prange


@njit(parallel=True, fastmath=True)
def normalize(x):
    """CPU-side pre-processing with Numba"""
    m = 0.0
    for i in prange(x.shape[0]):
        m += x[i]
    m /= x.shape[0]

    s2 = 0.0
    for i in prange(x.shape[0]):
        diff = x[i] - m
        s2 += diff * diff
    s2 /= x.shape[0]
    s = np.sqrt(s2)

    for i in prange(x.shape[0]):
        x[i] = (x[i] - m) / s

    return x


np.random.seed(0)
N = 10000
x_cpu = np.random.rand(N).astype(np.float64)
x_cpu_normalized = normalize(x_cpu)
print(x_cpu_normalized is x_cpu)
print(abs(np.mean(x_cpu_normalized)) < 1e-9, abs(np.std(x_cpu_normalized) - 1.0) < 1e-9)

# expect: True
# expect: True True
