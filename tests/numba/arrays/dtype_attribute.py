# a.dtype inside compiled code used to create a matching array.
import numpy as np
from numba import njit


@njit
def same_kind_zeros(a):
    return np.zeros(3, a.dtype)


r = same_kind_zeros(np.array([1, 2], dtype=np.int32))
print(r, r.dtype)

# expect: [0 0 0] int32
