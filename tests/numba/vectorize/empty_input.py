# An empty input array gives an empty result (the loop is still compiled
# for the input dtype).
import numpy as np
from numba import vectorize


@vectorize
def half(x):
    return x / 2


r = half(np.array([], dtype=np.int64))
print(r, r.dtype, r.shape)
print(half.types)
r = half(np.zeros((0, 3)))
print(r.shape, r.dtype)

# expect: [] float64 (0,)
# expect: ['l->d']
# expect: (0, 3) float64
