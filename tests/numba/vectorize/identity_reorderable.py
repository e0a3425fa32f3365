# identity='reorderable': no identity value (.identity is None), but
# reductions over several axes are allowed.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'], identity='reorderable')
def add(x, y):
    return x + y


print(add.identity)
a = np.arange(24).reshape(2, 3, 4)
print(add.reduce(a, axis=(0, 2)))
print(add.reduce(a, axis=None))

# expect: None
# expect: [ 60  92 124]
# expect: 276
