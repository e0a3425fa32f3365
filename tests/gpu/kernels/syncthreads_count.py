"""syncthreads_count/and/or: a barrier that also counts a predicate over the block."""
from numba import cuda
import numpy as np


@cuda.jit
def votes(a, out):
    t = cuda.threadIdx.x
    p = a[t] > 2
    c = cuda.syncthreads_count(p)
    al = cuda.syncthreads_and(p)
    an = cuda.syncthreads_or(p)
    if t == 0:
        out[0] = c
        out[1] = al
        out[2] = an


a = np.array([1, 5, 3, 0, 4, 9, 2, 8])
out = np.zeros(3, dtype=np.int64)
votes[1, 8](a, out)
print(out)

# expect: [5 0 1]
