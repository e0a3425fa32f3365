# parallel=True on a function with no prange (and no array expressions):
# it compiles and runs as a plain @njit function.
import warnings
import numpy as np
from numba import njit
from numba.core.errors import NumbaPerformanceWarning

# Numba warns that there is nothing to parallelise: tested elsewhere.
warnings.simplefilter('ignore', NumbaPerformanceWarning)


@njit(parallel=True)
def total(a):
    s = 0
    for i in range(a.shape[0]):
        s += a[i]
    return s


@njit(parallel=True)
def add_one(x):
    return x + 1


print(total(np.arange(10)), add_one(41), add_one(1.5))

# expect: 45 42 2.5
