# .T in compiled code: a view with the axes reversed, for 1-d, 2-d and 3-d
# arrays; C and F layouts swap in the return type, and writes go through.
import numpy as np
from numba import njit


@njit
def t(a):
    return a.T


@njit
def write_through(a):
    b = a.T
    b[2, 0] = -1
    return a


@njit
def trace_of_product(m):
    s = 0
    mt = m.T
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            s += m[i, j] * mt[j, i]
    return s


print(t(np.arange(3)))
print(t(np.arange(6).reshape(2, 3)))
c = t(np.arange(24).reshape(2, 3, 4))
print(c.shape, c[3, 2, 1], c[0, 1, 1])
print(t(np.arange(6).reshape(2, 3).T))
print(write_through(np.zeros((2, 3), dtype=np.int64)))
print(trace_of_product(np.arange(6.0).reshape(3, 2)))
print([str(s.return_type) for s in t.nopython_signatures])

# expect: [0 1 2]
# expect: [[0 3]
# expect:  [1 4]
# expect:  [2 5]]
# expect: (4, 3, 2) 23 16
# expect: [[0 1 2]
# expect:  [3 4 5]]
# expect: [[ 0  0 -1]
# expect:  [ 0  0  0]]
# expect: 55.0
# expect: ['array(int64, 1d, C)', 'array(int64, 2d, F)', 'array(int64, 3d, F)', 'array(int64, 2d, C)']
