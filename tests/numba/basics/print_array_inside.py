# print() of an array inside compiled code formats like NumPy.
import numpy as np
from numba import njit


@njit
def show(a):
    print(a)
    print(a[1:])


show(np.arange(4.0))
show(np.array([1, 2, 3]))

# expect: [0. 1. 2. 3.]
# expect: [1. 2. 3.]
# expect: [1 2 3]
# expect: [2 3]
