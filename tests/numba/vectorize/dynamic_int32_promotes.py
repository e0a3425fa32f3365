# int32 + int64 constant types as int64 in Numba: a fresh dynamic ufunc on
# an int32 array compiles an 'i->l' loop and returns an int64 array.
import numpy as np
from numba import vectorize


@vectorize
def plus_ten(x):
    return x + 10


r = plus_ten(np.arange(4, dtype=np.int32))
print(r, r.dtype)
print(plus_ten.types)

# expect: [10 11 12 13] int64
# expect: ['i->l']
