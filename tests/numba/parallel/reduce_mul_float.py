# A float `*=` reduction: the product of the parts.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def product(a):
    p = 1.0
    for i in prange(a.shape[0]):
        p *= a[i]
    return p


a = np.array([1.5, 2.0, 0.5, 4.0, 1.25, 3.0, 0.8, 2.0])
print(round(product(a), 9), round(float(np.prod(a)), 9))
print(product(np.array([2.0] * 20)))
print(product(np.array([1.0, -1.0, 2.0])), product(np.array([3.0, 0.0, 5.0])))

# expect: 36.0 36.0
# expect: 1048576.0
# expect: -2.0 0.0
