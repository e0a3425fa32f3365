# float32 arithmetic stays float32 in Numba: a fresh dynamic ufunc on
# float32 arrays compiles an 'ff->f' loop.
import numpy as np
from numba import vectorize


@vectorize
def avg(x, y):
    return (x + y) / np.float32(2)


r = avg(np.array([1, 2, 3], dtype=np.float32), np.array([2, 4, 8], dtype=np.float32))
print(r, r.dtype)
print(avg.types)

# expect: [1.5 3.  5.5] float32
# expect: ['ff->f']
