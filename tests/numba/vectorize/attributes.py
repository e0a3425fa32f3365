# The ufunc attributes of a vectorized function: .nin .nout .nargs .ntypes
# .types .identity .__name__.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64)', 'int64(int64)'])
def neg(x):
    return -x


@vectorize(['float64(float64, float64, float64)'], identity=0)
def fma(x, y, z):
    return x * y + z


@vectorize
def add(x, y):
    return x + y


for f in (neg, fma, add):
    print(f.__name__, f.nin, f.nout, f.nargs, f.ntypes, f.types, f.identity)

# expect: neg 1 1 2 2 ['d->d', 'l->l'] None
# expect: fma 3 1 4 1 ['ddd->d'] 0
# expect: add 2 1 3 0 [] None
