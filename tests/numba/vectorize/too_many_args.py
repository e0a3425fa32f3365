# Calling a one-input ufunc with three arguments raises TypeError.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64)'])
def neg(x):
    return -x


try:
    neg(np.arange(3), np.arange(3), np.arange(3))
except TypeError as e:
    print(type(e).__name__)
    print(e)

# expect: TypeError
# expect: neg() takes from 1 to 2 positional arguments but 3 were given
