# A callee returning a tuple, unpacked by the caller inside compiled code.
from numba import njit


@njit
def minmax(a, b):
    if a < b:
        return a, b
    return b, a


@njit
def spread(a, b, c):
    lo, hi = minmax(a, b)
    lo2, hi2 = minmax(lo, c)
    return max(hi, hi2) - lo2


print(spread(3, 9, 1), spread(5.0, 2.0, 4.0))

# expect: 8 3.0
