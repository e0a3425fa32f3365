# An 'int64(float64)' signature casts the returned float to int64
# (truncation toward zero).
import numpy as np
from numba import vectorize


@vectorize(['int64(float64)'])
def scaled(x):
    return x * 2.5


r = scaled(np.array([1.0, 1.5, -1.5, 3.3]))
print(r, r.dtype)
print(scaled.types)

# expect: [ 2  3 -3  8] int64
# expect: ['d->l']
