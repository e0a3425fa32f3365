# Seed 001's basic syntax: `from numba import jit`, @jit on add.
from numba import jit
import math

# The Numba compiler is just a function
@jit     #function decorator
def add(x, y):
    return x + y


print(add(1, 2), add(1.5, 2.25), add(math.pi, 1))

# expect: 3 3.75 4.141592653589793
