# @njit on a function of floats returns a Python float.
from numba import njit


@njit
def mix(x, y):
    return x * y - x / y


r = mix(3.0, 4.0)
print(r, type(r).__name__)
print(mix(-1.5, 0.5))

# expect: 11.25 float
# expect: 2.25
