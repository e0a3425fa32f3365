# np.where(cond, x, y), np.sort and np.argsort inside compiled code.
import numpy as np
from numba import njit


@njit
def f(a):
    return np.where(a > 2, a, 0), np.sort(a), np.argsort(a)


for x in f(np.array([3, 1, 4, 1, 5])):
    print(x)

# expect: [3 0 4 0 5]
# expect: [1 1 3 4 5]
# expect: [1 3 0 2 4]
