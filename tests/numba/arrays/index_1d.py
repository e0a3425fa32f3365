# a[i] on 1-D float64 and int64 arrays, negative indices included.
import numpy as np
from numba import njit


@njit
def ends(a):
    return a[0], a[1], a[-1], a[-2]


print(ends(np.array([1.5, 2.5, 3.5])), ends(np.arange(10)))
print(ends.signatures)

# expect: (1.5, 2.5, 3.5, 2.5) (0, 1, 9, 8)
# expect: [(array(float64, 1d, C),), (array(int64, 1d, C),)]
