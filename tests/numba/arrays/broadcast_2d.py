# Broadcasting a row vector against a 2-D array inside compiled code.
import numpy as np
from numba import njit


@njit
def center(m, mean):
    return m - mean


print(center(np.arange(6.0).reshape(2, 3), np.array([1.0, 2.0, 3.0])))

# expect: [[-1. -1. -1.]
# expect:  [ 2.  2.  2.]]
