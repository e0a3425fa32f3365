# .copy() is independent of the original; .reshape() is a view with a new shape;
# .ravel() and .T.
import numpy as np
from numba import njit


@njit
def f(a):
    c = a.copy()
    c[0] = 99
    m = a.reshape((2, 3))
    m[1, 1] = -1
    return c, m, m.T.shape, m.ravel()


a = np.arange(6)
c, m, tshape, flat = f(a)
print(a, c)
print(m, tshape, flat)

# expect: [ 0  1  2  3 -1  5] [99  1  2  3  4  5]
# expect: [[ 0  1  2]
# expect:  [ 3 -1  5]] (3, 2) [ 0  1  2  3 -1  5]
