# math.sqrt, exp, log, log10, pow, fabs, floor, ceil, trunc, copysign, hypot.
import math
from numba import njit


@njit
def basic(x, y):
    return (math.sqrt(x), math.exp(y), math.log(x), math.log10(x), math.pow(x, y),
            math.fabs(-y), math.hypot(x, y), math.copysign(x, -1.0))


@njit
def rounding(x):
    return math.floor(x), math.ceil(x), math.trunc(x)


print(basic(16.0, 2.0))
print(rounding(2.5), rounding(-2.5))
print(rounding.nopython_signatures)

# expect: (4.0, 7.38905609893065, 2.772588722239781, 1.2041199826559248, 256.0, 2.0, 16.1245154965971, -16.0)
# expect: (2, 3, 2) (-3, -2, -2)
# expect: [(float64,) -> UniTuple(int64 x 3)]
