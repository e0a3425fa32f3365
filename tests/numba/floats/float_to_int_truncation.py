# Converting floats to int64 with int() truncates toward zero.
from numba import njit


@njit
def trunc_all(a, b, c):
    return int(a), int(b), int(c)


print(trunc_all(3.99, -3.99, 1e15 + 0.5))

# expect: (3, -3, 1000000000000000)
