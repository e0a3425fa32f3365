# A @vectorize function applies elementwise to a 2-D array, keeping the
# shape.
import numpy as np
from numba import vectorize


@vectorize
def square_plus(x, y):
    return x * x + y


a = np.arange(6).reshape(2, 3)
b = np.arange(6).reshape(2, 3) * 100
r = square_plus(a, b)
print(r)
print(r.shape, r.dtype)

# expect: [[  0 101 204]
# expect:  [309 416 525]]
# expect: (2, 3) int64
