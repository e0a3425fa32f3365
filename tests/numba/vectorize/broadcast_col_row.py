# Broadcasting (3, 1) with (1, 4) gives a (3, 4) result.
import numpy as np
from numba import vectorize


@vectorize
def pair(x, y):
    return x * 10 + y


col = np.arange(3).reshape(3, 1)
row = np.arange(4).reshape(1, 4)
r = pair(col, row)
print(r)
print(r.shape)

# expect: [[ 0  1  2  3]
# expect:  [10 11 12 13]
# expect:  [20 21 22 23]]
# expect: (3, 4)
