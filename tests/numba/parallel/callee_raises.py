# An @njit callee raising inside a prange body: the exception passes through
# the loop to Python, and the function works again afterwards.
import numpy as np
from numba import njit, prange


@njit
def checked_sqrt(x):
    if x < 0:
        raise ValueError('negative input')
    return np.sqrt(x)


@njit(parallel=True)
def root_sum(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += checked_sqrt(a[i])
    return s


print(round(root_sum(np.arange(16.0)), 6))
try:
    root_sum(np.array([4.0, 9.0, -1.0, 16.0]))
except ValueError as e:
    print('ValueError:', e)
print(root_sum(np.array([4.0, 9.0])))

# oracle: skip Numba 0.56 loses exceptions raised in parfor workers (SystemError with 1 thread, silently dropped with 2); expected: the serial @njit behaviour

# expect: 40.469197
# expect: ValueError: negative input
# expect: 5.0
