# Negative indices count from the end, also for indices that loops
# compute (tpy drops the wrap only where an index is provably >= 0).
import numpy as np
from numba import njit


@njit
def from_end(a):
    s = 0
    for i in range(-3, 0):
        s = s * 10 + a[i]
    return s


@njit
def walk_down(a, start):
    out = np.zeros(6, np.int64)
    k = 0
    i = start
    while k < 6:
        out[k] = a[i]
        i -= 1
        k += 1
    return out


@njit
def via_table(a, idx):
    s = 0
    for j in range(len(idx)):
        s = s * 10 + a[idx[j]]
    return s


@njit
def stepping(a):
    s = 0
    for i in range(0, 8, 3):
        s = s * 10 + a[i - 4]
    for i in range(5, -6, -2):
        s = s * 10 + a[i]
    return s


@njit
def rows(m):
    t = 0.0
    for i in range(m.shape[0]):
        t = t * 10 + m[-1 - i, i - 1]
    return t


a = np.arange(1, 9)
print(from_end(a), walk_down(a, 2), via_table(a, np.array([0, -1, 3, -8])))
print(stepping(a), rows(np.arange(9.0).reshape(3, 3)))

# expect: 678 [3 2 1 8 7 6] 1841
# expect: 583642864 831.0
