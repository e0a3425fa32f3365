"""cuda.const.array_like of a global array: a table kernels read."""
from numba import cuda
import numpy as np

WEIGHTS = np.array([0.25, 0.5, 0.25])


@cuda.jit
def smooth(a, out):
    w = cuda.const.array_like(WEIGHTS)
    i = cuda.grid(1)
    if 1 <= i < a.size - 1:
        out[i] = w[0] * a[i - 1] + w[1] * a[i] + w[2] * a[i + 1]


a = np.array([0.0, 4.0, 8.0, 4.0, 0.0, 4.0])
out = np.zeros_like(a)
smooth[1, 8](a, out)
print(out)

# expect: [0. 4. 6. 4. 2. 0.]
