# A float `/=` reduction: the start value divided by every element.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def divide_all(x, a):
    for i in prange(a.shape[0]):
        x /= a[i]
    return x


a = np.array([2.0, 4.0, 0.5, 8.0, 1.0, 2.0, 0.25, 16.0])
print(divide_all(1024.0, a), 1024.0 / np.prod(a))
print(round(divide_all(1.0, np.array([3.0, 7.0, 11.0, 13.0])), 12))
print(divide_all(9.0, np.empty(0)))

# expect: 4.0 4.0
# expect: 0.000333000333
# expect: 9.0
