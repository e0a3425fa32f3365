"""threadIdx, blockIdx, blockDim and gridDim, as the seeds index threads by hand."""
from numba import cuda
import numpy as np


@cuda.jit
def where(out):
    tx = cuda.threadIdx.x
    bx = cuda.blockIdx.x
    bw = cuda.blockDim.x
    pos = tx + bx * bw
    if pos < out.shape[0]:
        out[pos, 0] = tx
        out[pos, 1] = bx
        out[pos, 2] = bw
        out[pos, 3] = cuda.gridDim.x


out = np.zeros((6, 4), dtype=np.int32)
where[2, 3](out)
print(out)

# expect: [[0 0 3 2]
# expect:  [1 0 3 2]
# expect:  [2 0 3 2]
# expect:  [0 1 3 2]
# expect:  [1 1 3 2]
# expect:  [2 1 3 2]]
