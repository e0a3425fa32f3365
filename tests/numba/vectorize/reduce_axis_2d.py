# .reduce on a 2-D array along axis 0 (the default) and axis 1.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'])
def add(x, y):
    return x + y


a = np.arange(12).reshape(3, 4)
print(add.reduce(a))
print(add.reduce(a, axis=0))
print(add.reduce(a, axis=1))
print(add.reduce(a, 1))

# expect: [12 15 18 21]
# expect: [12 15 18 21]
# expect: [ 6 22 38]
# expect: [ 6 22 38]
