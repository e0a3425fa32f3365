# Python lists as inputs of a ufunc with signatures are converted to
# arrays.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)', 'float64(float64, float64)'])
def add(x, y):
    return x + y


r = add([1, 2, 3], [10, 20, 30])
print(r, r.dtype)
print(add([0.5, 1.5], 1))
print(add([[1, 2], [3, 4]], [10, 20]))

# expect: [11 22 33] int64
# expect: [1.5 2.5]
# expect: [[11 22]
# expect:  [13 24]]
