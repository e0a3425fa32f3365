# .reduce with axis=None on a ufunc with no identity that is not
# 'reorderable' raises ValueError.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'])
def add(x, y):
    return x + y


try:
    add.reduce(np.arange(12).reshape(3, 4), axis=None)
except ValueError as e:
    print(type(e).__name__)
    print(e)

# expect: ValueError
# expect: reduction operation 'add' is not reorderable, so at most one axis may be specified
