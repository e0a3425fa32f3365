# .shape, .shape[0], len(a), .size, .ndim of 1-D and 2-D arrays.
import numpy as np
from numba import njit


@njit
def dims(a):
    return a.shape, a.shape[0], len(a), a.size, a.ndim


print(dims(np.zeros(5)), dims(np.zeros((3, 4))), dims(np.zeros((0, 7))))

# expect: ((5,), 5, 5, 5, 1) ((3, 4), 3, 3, 12, 2) ((0, 7), 0, 0, 0, 2)
