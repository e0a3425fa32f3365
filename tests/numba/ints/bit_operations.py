# Bitwise operators on int64, shifts and inversion of negatives.
from numba import njit


@njit
def bits(a, b):
    return a & b, a | b, a ^ b, ~a, a << 3, a >> 1, -a >> 1


print(bits(12, 10), bits(-5, 3))

# expect: (8, 14, 6, -13, 96, 6, -6) (3, -5, -8, 4, -40, -3, 2)
