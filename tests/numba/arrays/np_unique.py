# np.unique inside compiled code: sorted distinct values of the flattened
# array; every NaN is kept (Numba compares them unequal).
import numpy as np
from numba import njit


@njit
def f(a):
    return np.unique(a)


print(f(np.array([3, 1, 4, 1, 5, 9, 2, 6, 5, 3])))
print(f(np.array([[2, 2], [1, 7]])))
print(f(np.array([2.5, np.nan, 1.0, np.nan, 2.5])))
print(f(np.array([True, False, True])))

# expect: [1 2 3 4 5 6 9]
# expect: [1 2 7]
# expect: [1.  2.5 nan nan]
# expect: [False  True]
