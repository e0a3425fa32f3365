# np.zeros(n), np.ones((n, m)), np.zeros(n, dtype=np.int32) created inside.
import numpy as np
from numba import njit


@njit
def make(n, m):
    return np.zeros(n), np.ones((n, m)), np.zeros(n, dtype=np.int32)


z, o, i = make(3, 2)
print(z, z.dtype)
print(o, o.shape)
print(i, i.dtype)

# expect: [0. 0. 0.] float64
# expect: [[1. 1.]
# expect:  [1. 1.]
# expect:  [1. 1.]] (3, 2)
# expect: [0 0 0] int32
