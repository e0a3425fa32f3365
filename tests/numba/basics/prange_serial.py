# prange without parallel=True runs as a plain range.
from numba import njit, prange


@njit
def total(n):
    s = 0
    for i in prange(n):
        s += i
    return s


print(total(100))

# expect: 4950
