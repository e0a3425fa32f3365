# An 'int8(int8, int8)' loop wraps on overflow like NumPy's int8.
import numpy as np
from numba import vectorize


@vectorize(['int8(int8, int8)'])
def add(x, y):
    return x + y


r = add(np.array([127, -128, 100], dtype=np.int8), np.array([1, -1, 100], dtype=np.int8))
print(r, r.dtype)

# expect: [-128  127  -56] int8
