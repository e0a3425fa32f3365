# Options accepted by @vectorize on the CPU target: fastmath=True and
# nopython=True leave the results of exact arithmetic unchanged.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'], fastmath=True, nopython=True)
def axpy(x, y):
    return 2.0 * x + y


@vectorize(nopython=True, target='cpu')
def sub(x, y):
    return x - y


print(axpy(np.arange(4.0), np.ones(4)))
print(sub(np.arange(4), 1))

# expect: [1. 3. 5. 7.]
# expect: [-1  0  1  2]
