# A single signature string (not in a list) makes a one-loop ufunc.
import numpy as np
from numba import vectorize


@vectorize('float64(float64)')
def half(x):
    return x / 2


r = half(np.arange(4))
print(r, r.dtype)
print(half.ntypes, half.types)

# expect: [0.  0.5 1.  1.5] float64
# expect: 1 ['d->d']
