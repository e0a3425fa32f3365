"""float32 arithmetic stays float32 in kernels (rounded at each step), as on the GPU."""
from numba import cuda
import numpy as np


@cuda.jit
def axpy(a, x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = a * x[i] + y[i]


x = np.array([0.1, 0.2, 1e8, 3.0], dtype=np.float32)
y = np.array([0.7, 1e-8, 1.0, -3.0], dtype=np.float32)
out = np.zeros(4, dtype=np.float32)
axpy[1, 4](np.float32(3.0), x, y, out)
print(out)
print(out.dtype)

# expect: [1.e+00 6.e-01 3.e+08 6.e+00]
# expect: float32
