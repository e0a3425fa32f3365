# Integer constants past 32 bits used several times in a loop (multipliers,
# masks, divisors, bounds, comparisons): machine-int results as Numba's,
# checked against the same arithmetic on Python ints wrapped to 64 bits.
from numba import njit

MASK64 = (1 << 64) - 1


def wrap(x):
    x &= MASK64
    return x - (1 << 64) if x >= 1 << 63 else x


@njit
def fnv(n):
    h = 1469598103934665603
    low = 0
    for i in range(n):
        h = (h ^ i) * 1099511628211
        low += (h & 0xFFFFFFFF00) >> 8
        if h > 4611686018427387904:
            low ^= h % 1000000000039
        else:
            low += h // 1000000000039
    return h, low


def fnv_python(n):
    h = 1469598103934665603
    low = 0
    for i in range(n):
        h = wrap((h ^ i) * 1099511628211)
        low = wrap(low + ((h & 0xFFFFFFFF00) >> 8))
        if h > 4611686018427387904:
            low ^= h % 1000000000039
        else:
            low = wrap(low + h // 1000000000039)
    return h, low


for n in (0, 1, 7, 1000):
    print(fnv(n), fnv(n) == fnv_python(n))

# expect: (1469598103934665603, 0) True
# expect: (4953163356653287321, 352906542299) True
# expect: (5247242255190488182, 478861649417) True
# expect: (-7048897127011634749, 1712672927592) True
