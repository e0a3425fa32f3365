# Inputs that cast safely to no loop of an eager ufunc raise TypeError.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'])
def add(x, y):
    return x + y


try:
    add(np.array([1.5]), np.array([2.5]))
except TypeError as e:
    print(type(e).__name__)
    print(e)

# expect: TypeError
# expect: ufunc 'add' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
