# A non-contiguous slice (every other column) or transposed (Fortran-order)
# array is typed with layout A or F and indexed correctly.
import numpy as np
from numba import njit


@njit
def total(m):
    s = 0
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            s += m[i, j] * (i + 1)
    return s


m = np.arange(12).reshape(3, 4)
print(total(m), total(m[:, ::2]), total(m.T))
print(total.signatures)

# expect: 164 76 180
# expect: [(array(int64, 2d, C),), (array(int64, 2d, A),), (array(int64, 2d, F),)]
