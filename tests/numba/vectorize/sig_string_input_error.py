# A string input to a ufunc with numeric loops raises TypeError.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'])
def add(x, y):
    return x + y


try:
    add('a', 1.0)
except TypeError as e:
    print(type(e).__name__)

# expect: TypeError
