# The prange body calls another @njit function (a plain one and one that
# calls a third).
import numpy as np
from numba import njit, prange


@njit
def square(x):
    return x * x


@njit
def poly(x):
    return square(x) + 2 * x + 1


@njit(parallel=True)
def total(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += square(a[i])
    return s


@njit(parallel=True)
def apply(a, out):
    for i in prange(a.shape[0]):
        out[i] = poly(a[i])


a = np.arange(10, dtype=np.int64)
print(round(total(a * 0.5), 6))
out = np.zeros(10, dtype=np.int64)
apply(a, out)
print(out)

# expect: 71.25
# expect: [  1   4   9  16  25  36  49  64  81 100]
