# An int loop writing into a float64 out= array: the result is cast.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'])
def add(x, y):
    return x + y


out = np.full(3, -1.0)
add(np.arange(3), np.arange(3), out=out)
print(out, out.dtype)

# expect: [0. 2. 4.] float64
