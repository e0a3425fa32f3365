"""A block-wide tree sum in shared memory, with a barrier per step."""
from numba import cuda, int64
import numpy as np


@cuda.jit
def block_sums(a, out):
    s = cuda.shared.array(16, int64)
    t = cuda.threadIdx.x
    s[t] = a[cuda.grid(1)]
    cuda.syncthreads()
    step = 8
    while step > 0:
        if t < step:
            s[t] += s[t + step]
        cuda.syncthreads()
        step //= 2
    if t == 0:
        out[cuda.blockIdx.x] = s[0]


a = np.arange(64, dtype=np.int64)
out = np.zeros(4, dtype=np.int64)
block_sums[4, 16](a, out)
print(out, out.sum(), a.sum())

# expect: [120 376 632 888] 2016 2016
