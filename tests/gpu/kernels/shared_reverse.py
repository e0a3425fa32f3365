"""cuda.shared.array and syncthreads: each block reverses its slice through shared memory."""
from numba import cuda, float32
import numpy as np

TPB = 8


@cuda.jit
def reverse_blocks(a):
    tile = cuda.shared.array(TPB, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    tile[t] = a[i]
    cuda.syncthreads()
    a[i] = tile[TPB - 1 - t]


a = np.arange(16, dtype=np.float32)
reverse_blocks[2, TPB](a)
print(a)

# expect: [ 7.  6.  5.  4.  3.  2.  1.  0. 15. 14. 13. 12. 11. 10.  9.  8.]
