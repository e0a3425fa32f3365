# / on ints returns a float, even when exact.
from numba import njit


@njit
def div(a, b):
    return a / b


r = div(6, 3)
print(r, type(r).__name__, div(7, 2), div(-7, 2), div(1, 3))

# expect: 2.0 float 3.5 -3.5 0.3333333333333333
