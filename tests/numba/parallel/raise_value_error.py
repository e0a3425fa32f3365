# An explicit `raise ValueError` inside a prange body for some i: the
# exception reaches the caller, which can catch it, and the function works
# again afterwards.
import warnings
import numpy as np
from numba import njit, prange
from numba.core.errors import NumbaPerformanceWarning

# Numba warns that it could not parallelise the loop: not what is tested.
warnings.simplefilter('ignore', NumbaPerformanceWarning)


@njit(parallel=True)
def check(a):
    s = 0.0
    for i in prange(a.shape[0]):
        if a[i] < 0:
            raise ValueError('bad')
        s += a[i]
    return s


a = np.arange(100.0)
print(check(a))
a[57] = -1.0
try:
    check(a)
except ValueError as e:
    print(type(e).__name__, e)
a[57] = 57.0
print(check(a))

# expect: 4950.0
# expect: ValueError bad
# expect: 4950.0
