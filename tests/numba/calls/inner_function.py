# An inner (non-jitted) function defined and called inside an @njit function,
# closing over a local.
from numba import njit


@njit
def outer(n):
    base = 10

    def inner(x):
        return x + base

    s = 0
    for i in range(n):
        s += inner(i)
    return s


print(outer(4))

# expect: 46
