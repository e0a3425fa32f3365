# Augmented assignment operators on loop accumulators.
from numba import njit


@njit
def ops(n):
    a = 1
    b = 100
    c = 0
    d = 1.0
    e = 0xFF
    for i in range(1, n):
        a *= 2
        b -= i
        c += i * i
        d /= 2
        e ^= i
    e &= 0xF0
    e |= 1
    a <<= 1
    b >>= 1
    return a, b, c, d, e


print(ops(6))

# expect: (64, 42, 55, 0.03125, 241)
