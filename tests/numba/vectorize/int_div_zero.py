# Integer floor division and modulo by zero in a ufunc give 0 (NumPy's
# error model), not ZeroDivisionError.
import numpy as np
from numba import vectorize


@vectorize
def fdiv(x, y):
    return x // y


@vectorize
def mod(x, y):
    return x % y


print(fdiv(np.array([7, -7, 5]), np.array([2, 2, 0])))
print(mod(np.array([7, -7, 5]), np.array([3, 3, 0])))

# expect: [ 3 -4  0]
# expect: [1 2 0]
