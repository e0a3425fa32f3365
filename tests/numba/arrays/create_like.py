# np.zeros_like, np.ones_like and np.empty_like keep dtype and shape.
import numpy as np
from numba import njit


@njit
def likes(a):
    z = np.zeros_like(a)
    o = np.ones_like(a)
    e = np.empty_like(a)
    e[:] = 3
    return z, o, e


for x in likes(np.arange(6, dtype=np.int32).reshape(2, 3)):
    print(x, x.dtype)

# expect: [[0 0 0]
# expect:  [0 0 0]] int32
# expect: [[1 1 1]
# expect:  [1 1 1]] int32
# expect: [[3 3 3]
# expect:  [3 3 3]] int32
