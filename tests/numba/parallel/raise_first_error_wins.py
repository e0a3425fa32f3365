# Two different errors in one prange loop: the caller gets the one a serial
# loop would raise first (Numba runs a loop that raises serially), with one
# thread and with two.
import warnings
import numpy as np
import numba
from numba import njit, prange
from numba.core import config
from numba.core.errors import NumbaPerformanceWarning

# Numba warns that it could not parallelise the loop: not what is tested.
warnings.simplefilter('ignore', NumbaPerformanceWarning)


@njit(parallel=True)
def check(a):
    s = 0.0
    for i in prange(a.shape[0]):
        if a[i] > 100:
            raise ValueError('too big')
        if a[i] < 0:
            raise ValueError('negative')
        s += a[i]
    return s


a = np.arange(1000.0) % 100
a[700] = -1.0
a[10] = 1000.0
for t in (1, min(2, config.NUMBA_NUM_THREADS)):
    numba.set_num_threads(t)
    for _ in range(3):
        try:
            check(a)
        except ValueError as e:
            print(t == numba.get_num_threads(), e)
numba.set_num_threads(config.NUMBA_NUM_THREADS)

# expect: True too big
# expect: True too big
# expect: True too big
# expect: True too big
# expect: True too big
# expect: True too big
