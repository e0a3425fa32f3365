# A lambda bound to a local inside compiled code.
from numba import njit


@njit
def apply_twice(x):
    f = lambda v: v * 3 + 1
    return f(f(x))


print(apply_twice(1), apply_twice(2.0))

# expect: 13 22.0
