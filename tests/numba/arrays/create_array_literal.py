# np.array of a literal list inside compiled code.
import numpy as np
from numba import njit


@njit
def lit():
    return np.array([1.0, 2.0, 3.0]), np.array([[1, 2], [3, 4]])


a, b = lit()
print(a, a.dtype, b, b.dtype)

# expect: [1. 2. 3.] float64 [[1 2]
# expect:  [3 4]] int64
