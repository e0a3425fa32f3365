# Empty loop dimensions run nothing; empty core dimensions reach the
# function with length 0.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:], float64[:])'], '(n)->()')
def total(x, r):
    acc = 0.0
    for v in x:
        acc += v
    r[0] = acc


@guvectorize(['void(float64[:], float64[:])'], '(n)->(n)')
def copy(x, r):
    for i in range(x.shape[0]):
        r[i] = x[i]


print(total(np.zeros((0, 3))), total(np.zeros((0, 3))).shape)
print(total(np.zeros(0)), total(np.zeros((2, 0))))
print(copy(np.zeros((3, 0))).shape, copy(np.zeros((0, 2))).shape)

# expect: [] (0,)
# expect: 0.0 [0. 0.]
# expect: (3, 0) (0, 2)
