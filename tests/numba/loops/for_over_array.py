# for x in array iterates over its elements.
import numpy as np
from numba import njit


@njit
def total(a):
    s = 0.0
    for x in a:
        s += x
    return s


@njit
def count_negative(a):
    c = 0
    for x in a:
        if x < 0:
            c += 1
    return c


print(total(np.array([1.5, 2.5, 3.0])), count_negative(np.array([3, -1, -2, 0, 5])))

# expect: 7.0 2
