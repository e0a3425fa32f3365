# A prange loop that writes out[i] and raises for one element: the
# ValueError reaches Python with its message (what was written before is
# not checked: the order of iterations is not fixed).
import warnings
import numpy as np
from numba import njit, prange
from numba.core.errors import NumbaPerformanceWarning

# Numba warns that it could not parallelise the loop: not what is tested.
warnings.simplefilter('ignore', NumbaPerformanceWarning)


@njit(parallel=True)
def invert(a, out):
    for i in prange(a.shape[0]):
        if a[i] == 0:
            raise ValueError('zero element')
        out[i] = 1.0 / a[i]


out = np.zeros(4)
invert(np.array([1.0, 2.0, 4.0, 8.0]), out)
print(out)
for bad in ([0.0, 1.0, 2.0, 3.0], [1.0, 2.0, 3.0, 0.0]):
    try:
        invert(np.array(bad), out)
    except ValueError as e:
        print('ValueError:', e)

# expect: [1.    0.5   0.25  0.125]
# expect: ValueError: zero element
# expect: ValueError: zero element
