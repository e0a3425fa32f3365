# An exception raised in the function reaches the caller as itself, and
# division follows NumPy's rules as in @vectorize (no ZeroDivisionError).
import numpy as np
from numba import guvectorize


@guvectorize(['void(int64[:], int64[:])'], '(n)->(n)')
def checked(x, r):
    for i in range(x.shape[0]):
        if x[i] < 0:
            raise ValueError("negative input")
        r[i] = x[i] * 2


@guvectorize(['void(int64[:], int64[:])'], '(n)->(n)')
def idiv(x, r):
    for i in range(x.shape[0]):
        r[i] = 10 // x[i]


print(checked(np.arange(4)))
try:
    checked(np.array([[1, 2], [3, -4]]))
except ValueError as e:
    print('ValueError:', e)
print(idiv(np.array([1, 0, 3])))
print(checked(np.arange(3)))

# expect: [0 2 4 6]
# expect: ValueError: negative input
# expect: [10  0  3]
# expect: [0 2 4]
