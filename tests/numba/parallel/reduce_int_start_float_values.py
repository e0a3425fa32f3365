# A reduction that starts as the int 0 and adds floats is a float: the
# result's type is float even for an empty range.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def total(a):
    s = 0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


r = total(np.arange(5.0))
print(r, type(r).__name__)
r = total(np.empty(0))
print(r, type(r).__name__)
r = total(np.arange(5))
print(r, type(r).__name__)

# expect: 10.0 float
# expect: 0.0 float
# expect: 10 int
