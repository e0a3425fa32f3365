# np.dot of two 1-D arrays (a float) computed in compiled code.
import numpy as np
from numba import njit


@njit
def dot(a, b):
    return np.dot(a, b)


print(dot(np.array([1.0, 2.0, 3.0]), np.array([4.0, 5.0, 6.0])))

# expect: 32.0
