# math.pi, math.e, math.inf, math.nan used inside compiled code.
import math
from numba import njit


@njit
def circle(r):
    return math.pi * r * r


@njit
def consts():
    return math.e, math.inf, -math.inf, math.nan != math.nan


print(circle(2.0), consts())

# expect: 12.566370614359172 (2.718281828459045, inf, -inf, True)
