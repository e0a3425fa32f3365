"""A launch configuration with a negative size is Numba's ValueError."""
import numpy as np
from numba import cuda


@cuda.jit
def k(a):
    pass


for cfg in [(1, -1), (-2, 4), ((1, 1), (4, -1))]:
    try:
        k[cfg](np.zeros(3))
    except ValueError as e:
        print(e)

# expect: negative dimensions are not allowed
# expect: negative dimensions are not allowed
# expect: negative dimensions are not allowed
