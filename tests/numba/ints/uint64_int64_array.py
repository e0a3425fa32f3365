# Array arithmetic between uint64 and int64 arrays gives float64 (NumPy's rule).
import numpy as np
from numba import njit


@njit
def add(a, b):
    return a + b


r = add(np.array([1, 2], dtype=np.uint64), np.array([3, -4]))
print(r, r.dtype)

# expect: [ 4. -2.] float64
