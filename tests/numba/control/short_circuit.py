# `and`/`or` short-circuit: the right side is not evaluated (it would index out
# of the array), and they return one of their operands.
import numpy as np
from numba import njit


@njit
def safe_positive(a, i):
    return i < a.shape[0] and a[i] > 0


@njit
def first_nonzero(x, y):
    return x or y


@njit
def both(x, y):
    return x and y


a = np.array([1.0, -2.0])
print(safe_positive(a, 0), safe_positive(a, 1), safe_positive(a, 5))
print(first_nonzero(0, 7), first_nonzero(3, 7), both(0, 7), both(3, 7))

# expect: True False False
# expect: 7 3 0 7
