# np.cumsum(a) inside compiled code: flattened, int64 for bool and
# smaller ints.
import numpy as np
from numba import njit


@njit
def c(a):
    return np.cumsum(a)


a = np.array([3, 1, 4, 1, 5])
print(c(a), c(a > 2), c(a.astype(np.int32)).dtype)
print(c(np.arange(6).reshape((2, 3))))

# expect: [ 3  4  8  9 14] [1 1 2 2 3] int64
# expect: [ 0  1  3  6 10 15]
