# Reductions updated only under an `if` in the body: a filtered sum and a
# count of the matching elements.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def positives(a):
    s = 0.0
    n = 0
    for i in prange(a.shape[0]):
        if a[i] > 0:
            s += a[i]
            n += 1
    return s, n


@njit(parallel=True)
def even_odd(n):
    ev = 0
    od = 0
    for i in prange(n):
        if i % 2 == 0:
            ev += i
        else:
            od -= i
    return ev, od


a = np.sin(np.arange(100) * 1.0)
s, n = positives(a)
print(round(s, 6), n)
print(even_odd(101), even_odd(0))

# expect: 31.928233 50
# expect: (2550, -2500) (0, 0)
