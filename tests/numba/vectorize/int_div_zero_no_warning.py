# Integer floor division by zero in a ufunc gives 0 without a warning (the
# compiled loop checks the divisor, so no floating-point flag is raised).
import warnings
import numpy as np
from numba import vectorize


@vectorize
def fdiv(x, y):
    return x // y


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    r = fdiv(np.array([6, 1]), np.array([3, 0]))
print(r)
print(len(caught))

# expect: [2 0]
# expect: 0
