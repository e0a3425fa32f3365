# NUMBA_DISABLE_JIT turns @njit off, but gufuncs are still compiled (as
# Numba's are): they keep their loops and attributes.
import os
os.environ['NUMBA_DISABLE_JIT'] = '1'
import numpy as np
from numba import guvectorize, njit


@njit
def plain(x):
    return x + 1


@guvectorize(['void(float64[:], float64[:])'], '(n)->()')
def total(x, r):
    acc = 0.0
    for v in x:
        acc += v
    r[0] = acc


print(type(plain).__name__, total.types, total(np.arange(6.0).reshape(2, 3)))

# expect: function ['d->d'] [ 3. 12.]
