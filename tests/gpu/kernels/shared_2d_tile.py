"""A 2-D shared tile: a blocked matrix transpose with 2-D blocks."""
from numba import cuda, int32
import numpy as np

T = 4


@cuda.jit
def transpose(a, out):
    tile = cuda.shared.array((T, T), int32)
    x, y = cuda.grid(2)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    tile[ty, tx] = a[y, x]
    cuda.syncthreads()
    bx = cuda.blockIdx.x * T
    by = cuda.blockIdx.y * T
    out[bx + ty, by + tx] = tile[tx, ty]


a = np.arange(64, dtype=np.int32).reshape(8, 8)
out = np.zeros_like(a)
transpose[(2, 2), (T, T)](a, out)
print((out == a.T).all())
print(out[1])

# expect: True
# expect: [ 1  9 17 25 33 41 49 57]
