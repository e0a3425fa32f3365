# .reduce with axis=None folds over every element (the ufunc must be
# reorderable: identity='reorderable' or a real identity).
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'], identity='reorderable')
def add(x, y):
    return x + y


a = np.arange(12).reshape(3, 4)
print(add.reduce(a, axis=None))

# expect: 66
