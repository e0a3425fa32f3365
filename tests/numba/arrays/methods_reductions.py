# Array methods .sum() .min() .max() .mean() .argmax() .argmin() .prod().
import numpy as np
from numba import njit


@njit
def red(a):
    return a.sum(), a.min(), a.max(), a.mean(), a.argmax(), a.argmin(), a.prod()


print(red(np.array([3.0, -1.0, 4.0, 1.5])))
print(red(np.array([2, 7, 1, 8])))

# expect: (7.5, -1.0, 4.0, 1.875, 2, 1, -18.0)
# expect: (18, 1, 8, 4.5, 3, 2, 112)
