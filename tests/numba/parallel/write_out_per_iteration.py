# Each prange iteration writes its own element of an output array: the
# result does not depend on how iterations are shared out.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def squares(a):
    out = np.empty_like(a)
    for i in prange(a.shape[0]):
        out[i] = a[i] * a[i]
    return out


@njit(parallel=True)
def scale_in_place(a, k):
    for i in prange(len(a)):
        a[i] = a[i] * k + i


print(squares(np.arange(10, dtype=np.int64)))
print(squares(np.array([0.5, -1.5, 3.0])))
a = np.arange(6.0)
scale_in_place(a, 2.0)
print(a)

# expect: [ 0  1  4  9 16 25 36 49 64 81]
# expect: [0.25 2.25 9.  ]
# expect: [ 0.  3.  6.  9. 12. 15.]
