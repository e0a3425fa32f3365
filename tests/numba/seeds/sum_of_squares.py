# Seed 003 2.1/2.2: the pure-Python sum of squares and its @njit version agree.
import numpy as np
from numba import njit


def sum_of_squares(x):
    total = 0.0
    for i in range(len(x)):
        total += x[i] * x[i]
    return total


@njit
def sum_of_squares_numba(x):
    total = 0.0
    for i in range(x.shape[0]):
        total += x[i] * x[i]
    return total


x = np.arange(1000, dtype=np.float64) * 0.5
print(sum_of_squares(x))
print(sum_of_squares_numba(x))
print(sum_of_squares_numba(x) == sum_of_squares(x))

# expect: 83208375.0
# expect: 83208375.0
# expect: True
