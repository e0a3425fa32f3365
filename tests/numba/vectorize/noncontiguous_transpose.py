# A transposed (Fortran-ordered) input and a column slice.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'])
def sub(x, y):
    return x - y


a = np.arange(6.0).reshape(2, 3)
print(sub(a.T, a.T * 10))
print(sub(a.T, 1.0))
print(sub(a[:, 1], a[:, 2]))

# expect: [[  0. -27.]
# expect:  [ -9. -36.]
# expect:  [-18. -45.]]
# expect: [[-1.  2.]
# expect:  [ 0.  3.]
# expect:  [ 1.  4.]]
# expect: [-1. -1.]
