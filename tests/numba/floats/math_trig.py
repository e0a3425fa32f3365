# math.sin, cos, tan, asin, acos, atan, atan2, sinh, cosh, tanh, degrees, radians.
import math
from numba import njit


@njit
def trig(x):
    return math.sin(x), math.cos(x), math.tan(x), math.atan2(x, -1.0)


@njit
def inverse(x):
    return math.asin(x), math.acos(x), math.atan(x)


@njit
def hyper(x):
    return math.sinh(x), math.cosh(x), math.tanh(x), math.degrees(x), math.radians(180.0)


print(trig(0.5))
print(inverse(0.5))
print(hyper(1.0))

# expect: (0.479425538604203, 0.8775825618903728, 0.5463024898437905, 2.677945044588987)
# expect: (0.5235987755982989, 1.0471975511965979, 0.4636476090008061)
# expect: (1.1752011936438014, 1.5430806348152437, 0.7615941559557649, 57.29577951308232, 3.141592653589793)
