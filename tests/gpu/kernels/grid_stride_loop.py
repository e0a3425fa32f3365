"""A grid-stride loop: fewer threads than elements, each covers several."""
from numba import cuda
import numpy as np


@cuda.jit
def scale(a, s):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, a.shape[0], stride):
        a[i] *= s


a = np.arange(50, dtype=np.float64)
scale[2, 8](a, 0.5)
print(a[:5], a[-3:], a.sum())

# expect: [0.  0.5 1.  1.5 2. ] [23.5 24.  24.5] 612.5
