# Bool arguments and a bool result: `not`, `and`, comparisons.
from numba import njit


@njit
def xor(a, b):
    return (a and not b) or (b and not a)


@njit
def positive(x):
    return x > 0


print(xor(True, False), xor(True, True), xor(False, False))
r = positive(3)
print(r, type(r).__name__, positive(-2.5))

# expect: True False False
# expect: True bool False
