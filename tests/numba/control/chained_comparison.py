# Chained comparisons a < b < c and `not`.
from numba import njit


@njit
def between(lo, x, hi):
    return lo <= x < hi


@njit
def outside(lo, x, hi):
    return not (lo <= x <= hi)


print(between(0, 5, 10), between(0, 10, 10), between(0, -1, 10), between(0.5, 0.5, 1))
print(outside(0, 11, 10), outside(0, 10, 10))

# expect: True False False True
# expect: True False
