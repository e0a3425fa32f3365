# A comparison result makes a bool-returning loop; the result can index.
import numpy as np
from numba import vectorize


@vectorize
def between(x, lo, hi):
    return lo <= x and x < hi


a = np.arange(10)
m = between(a, 3, 7)
print(m, m.dtype)
print(a[m])
print(between.types)

# expect: [False False False  True  True  True  True False False False] bool
# expect: [3 4 5 6]
# expect: ['lll->?']
