# np.arange(n), np.arange(start, stop, step), np.linspace inside compiled code.
import numpy as np
from numba import njit


@njit
def ranges(n):
    return np.arange(n), np.arange(1.0, 2.0, 0.25), np.linspace(0.0, 1.0, 5)


a, b, c = ranges(4)
print(a, a.dtype)
print(b)
print(c)

# expect: [0 1 2 3] int64
# expect: [1.   1.25 1.5  1.75]
# expect: [0.   0.25 0.5  0.75 1.  ]
