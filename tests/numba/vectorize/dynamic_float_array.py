# @vectorize without signatures on float64 arrays: a 'dd->d' loop.
import numpy as np
from numba import vectorize


@vectorize
def mul(x, y):
    return x * y + 0.5


r = mul(np.linspace(0.0, 1.0, 5), np.full(5, 2.0))
print(r, r.dtype)
print(mul.ntypes, mul.types)

# expect: [0.5 1.  1.5 2.  2.5] float64
# expect: 1 ['dd->d']
