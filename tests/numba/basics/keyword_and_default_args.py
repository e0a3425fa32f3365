# Keyword arguments and default values work as in Python.
from numba import njit


@njit
def scale(x, factor=2, offset=0):
    return x * factor + offset


print(scale(3), scale(3, 10), scale(3, offset=1), scale(x=1, factor=5, offset=2))

# expect: 6 30 7 7
