# inline='always' inlines a callee into its compiled callers, loops
# included; results are those of a call.
import numpy as np
from numba import njit


@njit(inline='always')
def total(a):
    s = 0.0
    for v in a:
        s += v
    return s


@njit(inline='always')
def first_negative(a):
    for i in range(a.shape[0]):
        if a[i] < 0:
            return i
    return -1


@njit
def summary(m):
    out = np.empty(m.shape[0])
    where = np.empty(m.shape[0], dtype=np.int64)
    for r in range(m.shape[0]):
        out[r] = total(m[r])
        where[r] = first_negative(m[r])
    return out, where


m = np.array([[1.0, -2.0, 3.0], [4.0, 5.0, 6.0]])
print(summary(m))
print(total(np.arange(4.0)), first_negative(np.array([1.0, 2.0])))

# expect: (array([ 2., 15.]), array([ 1, -1]))
# expect: 6.0 -1
