# .std(), .var(), .cumsum() of arrays.
import numpy as np
from numba import njit


@njit
def stats(a):
    return a.std(), a.var(), a.cumsum()


print(stats(np.array([1.0, 2.0, 3.0, 4.0])))

# expect: (1.118033988749895, 1.25, array([ 1.,  3.,  6., 10.]))
