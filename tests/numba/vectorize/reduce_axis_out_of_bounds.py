# .reduce with an axis the array does not have raises AxisError (a
# ValueError and an IndexError).
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'])
def add(x, y):
    return x + y


try:
    add.reduce(np.arange(6).reshape(2, 3), axis=2)
except ValueError as e:
    print(type(e).__name__, isinstance(e, IndexError))
    print(e)

# expect: AxisError True
# expect: axis 2 is out of bounds for array of dimension 2
