# @vectorize without signatures: the first call with int64 arrays compiles
# an 'll->l' loop.
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


print(add.ntypes, add.types)
r = add(np.arange(5), np.arange(5) * 10)
print(r, r.dtype)
print(add.ntypes, add.types)

# expect: 0 []
# expect: [ 0 11 22 33 44] int64
# expect: 1 ['ll->l']
