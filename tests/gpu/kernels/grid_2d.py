"""cuda.grid(2) and cuda.gridsize(2): a 2-D grid of 2-D blocks covering a matrix."""
from numba import cuda
import numpy as np


@cuda.jit
def fill(m):
    x, y = cuda.grid(2)
    w, h = cuda.gridsize(2)
    if x < m.shape[0] and y < m.shape[1]:
        m[x, y] = x * 100 + y + w * 0 + h * 0


m = np.zeros((5, 3), dtype=np.int64)
fill[(2, 2), (3, 2)](m)
print(m)

# expect: [[  0   1   2]
# expect:  [100 101 102]
# expect:  [200 201 202]
# expect:  [300 301 302]
# expect:  [400 401 402]]
