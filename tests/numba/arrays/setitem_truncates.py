# Storing a float into an int64 array element truncates toward zero.
import numpy as np
from numba import njit


@njit
def store(a, x):
    a[0] = x
    a[1] = -x


a = np.zeros(2, dtype=np.int64)
store(a, 2.7)
print(a)

# expect: [ 2 -2]
