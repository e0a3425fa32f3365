"""cuda.grid(1) over a grid of blocks; threads past the end do nothing."""
from numba import cuda
import numpy as np


@cuda.jit
def square(a, out):
    i = cuda.grid(1)
    if i < a.size:
        out[i] = a[i] * a[i]


a = np.arange(10, dtype=np.float64)
out = np.zeros_like(a)
square[3, 4](a, out)
print(out)

# expect: [ 0.  1.  4.  9. 16. 25. 36. 49. 64. 81.]
