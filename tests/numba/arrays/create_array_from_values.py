# np.array of lists and tuples built from runtime values in compiled code:
# nested lists give 2-d arrays, ints and floats unify to float64, dtype=
# converts.
import numpy as np
from numba import njit


@njit
def rows(x, y):
    return np.array([[x, y], [y, x], [x + y, 0]])


@njit
def mixed(n, f):
    return np.array([n, f, 1])


@njit
def as_f32(a, b):
    return np.array((a, b), dtype=np.float32)


print(rows(1, 2))
print(mixed(3, 0.5), mixed(3, 0.5).dtype)
r = as_f32(1, 2)
print(r, r.dtype)

# expect: [[1 2]
# expect:  [2 1]
# expect:  [3 0]]
# expect: [3.  0.5 1. ] float64
# expect: [1. 2.] float32
