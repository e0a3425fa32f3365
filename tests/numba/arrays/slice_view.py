# a[1:4] is a view: writing through it in compiled code changes the original.
import numpy as np
from numba import njit


@njit
def bump_middle(a):
    s = a[1:4]
    for i in range(s.shape[0]):
        s[i] += 100
    return s.shape[0]


@njit
def zero_tail(a, k):
    a[k:] = 0


a = np.arange(6)
print(bump_middle(a), a)
zero_tail(a, 4)
print(a)

# expect: 3 [  0 101 102 103   4   5]
# expect: [  0 101 102 103   0   0]
