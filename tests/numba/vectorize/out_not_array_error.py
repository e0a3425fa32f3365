# out= must be an array: a list raises TypeError.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'])
def add(x, y):
    return x + y


try:
    add(np.arange(2.0), np.arange(2.0), out=[0.0, 0.0])
except TypeError as e:
    print(type(e).__name__)
    print(e)

# expect: TypeError
# expect: return arrays must be of ArrayType
