# The first safe-casting loop wins: with the float64 signature first, int64
# inputs run the float loop.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)', 'int64(int64, int64)'])
def add(x, y):
    return x + y


r = add(np.arange(3), np.arange(3))
print(r, r.dtype)
print(add.types)

# expect: [0. 2. 4.] float64
# expect: ['dd->d', 'll->l']
