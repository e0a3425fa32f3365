# A global tuple of numbers is usable inside compiled code.
from numba import njit

WEIGHTS = (0.5, 0.25, 0.25)


@njit
def weighted(a, b, c):
    return a * WEIGHTS[0] + b * WEIGHTS[1] + c * WEIGHTS[2]


print(weighted(4.0, 8.0, 0.0), len(WEIGHTS))

# expect: 4.0 3
