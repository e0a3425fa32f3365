# boundscheck=True on a 2-D index: the second axis is checked too.
import numpy as np
from numba import njit


@njit(boundscheck=True)
def get(m, i, j):
    return m[i, j]


m = np.zeros((2, 3))
print(get(m, 1, 2))
try:
    get(m, 1, 3)
except IndexError as e:
    print(type(e).__name__ + ":", e)

# expect: 0.0
# expect: IndexError: index is out of bounds
