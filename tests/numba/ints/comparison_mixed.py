# Comparisons between ints, floats and bools.
from numba import njit


@njit
def cmp(a, b):
    return a < b, a == b, a >= b


print(cmp(1, 1.0), cmp(2, 1.5), cmp(True, 1), cmp(-1, 0.0))

# expect: (False, True, True) (False, False, True) (False, True, True) (True, False, False)
