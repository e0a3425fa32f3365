# Adding bools in a @vectorize function gives int64 (Numba's typing), so the
# loop for bool inputs is '??->l'.
import numpy as np
from numba import vectorize


@vectorize
def count(x, y):
    return x + y


r = count(np.array([True, True, False]), np.array([True, False, False]))
print(r, r.dtype)
print(count.types)

# expect: [2 1 0] int64
# expect: ['??->l']
