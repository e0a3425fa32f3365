"""@cuda.jit with a signature compiles at once; arguments convert to it."""
from numba import cuda
import numpy as np


@cuda.jit('void(float32[:], int32)')
def add_n(a, n):
    i = cuda.grid(1)
    if i < a.size:
        a[i] += n


a = np.zeros(4, dtype=np.float32)
add_n[1, 4](a, 3)
add_n[2, 2](a, 2)
print(a)

# expect: [5. 5. 5. 5.]
