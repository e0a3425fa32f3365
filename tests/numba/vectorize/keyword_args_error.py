# Ufunc inputs are positional only: passing them by keyword raises
# TypeError.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'])
def add(x, y):
    return x + y


try:
    add(x=np.arange(2.0), y=np.arange(2.0))
except TypeError as e:
    print(type(e).__name__)

# expect: TypeError
