# @njit on a function of two ints returns a Python int.
from numba import njit


@njit
def add(x, y):
    return x * 10 + y


r = add(4, 2)
print(r, type(r).__name__)
print(add(-3, 7))

# expect: 42 int
# expect: -23
