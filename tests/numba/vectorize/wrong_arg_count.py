# Calling a two-input ufunc with one argument raises TypeError.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'])
def add(x, y):
    return x + y


try:
    add(np.arange(3))
except TypeError as e:
    print(type(e).__name__)
    print(e)

# expect: TypeError
# expect: add() takes from 2 to 3 positional arguments but 1 were given
