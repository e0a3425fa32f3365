# A void signature on an array argument: the function fills the array in place
# and returns None.
import numpy as np
from numba import njit, void, float64


@njit(void(float64[:]))
def fill_index(a):
    for i in range(a.shape[0]):
        a[i] = i


a = np.zeros(4)
print(fill_index(a), a)
print(fill_index.signatures)

# expect: None [0. 1. 2. 3.]
# expect: [(array(float64, 1d, A),)]
