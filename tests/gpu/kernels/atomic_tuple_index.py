"""Atomics on 2-d arrays take a tuple index (constant or computed)."""
import numpy as np
from numba import cuda


@cuda.jit
def count(acc, top):
    t = cuda.threadIdx.x
    cuda.atomic.add(acc, (0, 1), 1)
    cuda.atomic.max(top, (t % 2, 0), t)


acc = np.zeros((2, 2), dtype=np.int64)
top = np.zeros((2, 1), dtype=np.float64)
count[1, 8](acc, top)
print(acc.tolist(), top.tolist())

# expect: [[0, 8], [0, 0]] [[6.0], [7.0]]
