# a.dtype in compiled code: as the dtype of a new array (positional or
# dtype=), of astype, and returned as the dtype object itself.
import numpy as np
from numba import njit


@njit
def like(a, n):
    z = np.zeros((n, 2), dtype=a.dtype)
    o = np.ones(n, a.dtype)
    return z, o


@njit
def cast_to(a, b):
    return a.astype(b.dtype)


@njit
def dtype_of(a):
    return a.dtype


z, o = like(np.array([1.5, 2.5], dtype=np.float32), 2)
print(z, z.dtype, o, o.dtype)
r = cast_to(np.array([1.7, -2.2]), np.zeros(1, dtype=np.int16))
print(r, r.dtype)
print(dtype_of(np.zeros(3, dtype=np.uint8)), dtype_of(np.zeros(3)) == np.float64)

# expect: [[0. 0.]
# expect:  [0. 0.]] float32 [1. 1.] float32
# expect: [ 1 -2] int16
# expect: uint8 True
