# .reduce of a three-input ufunc raises ValueError.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64, float64)'])
def fma(x, y, z):
    return x * y + z


try:
    fma.reduce(np.arange(3.0))
except ValueError as e:
    print(type(e).__name__)
    print(e)

# expect: ValueError
# expect: reduce only supported for binary functions
