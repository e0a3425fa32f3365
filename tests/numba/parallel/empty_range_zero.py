# prange(0): the body never runs; reductions keep their start values and
# output arrays stay untouched.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def reduce_all(n):
    s = 1.5
    p = 3
    m = -7.0
    for i in prange(n):
        s += i
        p *= i
        m = max(m, i * 1.0)
    return s, p, m


@njit(parallel=True)
def fill(out, n):
    for i in prange(n):
        out[i] = 1.0


print(reduce_all(0))
out = np.zeros(3)
fill(out, 0)
print(out)
print(reduce_all(np.empty(0).shape[0]))

# expect: (1.5, 3, -7.0)
# expect: [0. 0. 0.]
# expect: (1.5, 3, -7.0)
