# With boundscheck=True an out-of-range index raises IndexError, which
# try/except in compiled code catches.
import numpy as np
from numba import njit


@njit(boundscheck=True)
def get(a, i):
    try:
        return a[i]
    except Exception:
        return -1.0


a = np.arange(3.0)
print(get(a, 1), get(a, -1), get(a, 3), get(a, -4))

# expect: 1.0 2.0 -1.0 -1.0
