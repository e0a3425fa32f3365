# A variable assigned a uint64 on one path and an int64 on another is unified
# to float64.
import numpy as np
from numba import njit


@njit
def pick(a, b, first):
    x = a
    if not first:
        x = b
    return x


r = pick(np.uint64(3), np.int64(-4), False)
print(r, type(r).__name__)
print(pick(np.uint64(3), np.int64(-4), True))
print(pick.nopython_signatures)

# expect: -4.0 float
# expect: 3.0
# expect: [(uint64, int64, bool) -> float64]
