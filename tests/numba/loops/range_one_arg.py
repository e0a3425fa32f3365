# for i in range(n) and the loop variable's value after the loop.
from numba import njit


@njit
def last_index(n):
    i = -1
    for i in range(n):
        pass
    return i


print(last_index(5), last_index(0), last_index(1))

# expect: 4 -1 0
