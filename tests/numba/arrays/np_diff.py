# np.diff inside compiled code: along the last axis, n times; the dtype
# kept (uint8 wraps, bool is "not equal"); a negative order is Numba's
# ValueError.
import numpy as np
from numba import njit


@njit
def d(a):
    return np.diff(a)


@njit
def dn(a, n):
    return np.diff(a, n)


@njit
def dkw(a, n):
    return np.diff(a, n=n)


a = np.array([3, 1, 4, 1, 5])
print(d(a), dn(a, 2), dkw(a, 0), dn(a, 7))
print(d(np.arange(6).reshape((2, 3)) ** 2))
print(d(a.astype(np.uint8)), d(a > 2), d(a.astype(np.float32)))
try:
    dn(a, -1)
except ValueError as e:
    print("ValueError:", e)

# expect: [-2  3 -3  4] [ 5 -6  7] [3 1 4 1 5] []
# expect: [[1 3]
# expect:  [7 9]]
# expect: [254   3 253   4] [ True  True  True  True] [-2.  3. -3.  4.]
# expect: ValueError: diff(): order must be non-negative
