# .astype(np.int32) truncates; .fill(v) sets every element.
import numpy as np
from numba import njit


@njit
def f(a):
    b = a.astype(np.int32)
    a.fill(0.5)
    return b


a = np.array([1.7, -2.7, 3.2])
b = f(a)
print(b, b.dtype, a)

# expect: [ 1 -2  3] int32 [0.5 0.5 0.5]
