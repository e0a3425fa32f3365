# @vectorize without signatures on bool arrays: 'and'/'not' give a '??->?'
# loop returning a bool array.
import numpy as np
from numba import vectorize


@vectorize
def and_not(x, y):
    return x and not y


a = np.array([True, True, False, False])
b = np.array([True, False, True, False])
r = and_not(a, b)
print(r, r.dtype)
print(and_not.types)

# expect: [False  True False False] bool
# expect: ['??->?']
