"""A 3-D launch: cuda.grid(3) gives each thread its (x, y, z)."""
from numba import cuda
import numpy as np


@cuda.jit
def coords(out):
    x, y, z = cuda.grid(3)
    if x < out.shape[0] and y < out.shape[1] and z < out.shape[2]:
        out[x, y, z] = x + 10 * y + 100 * z


out = np.zeros((2, 3, 2), dtype=np.int64)
coords[(1, 2, 1), (2, 2, 2)](out)
print(out.ravel())

# expect: [  0 100  10 110  20 120   1 101  11 111  21 121]
