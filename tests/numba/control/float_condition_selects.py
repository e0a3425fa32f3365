# Branches on float comparisons that the compiler turns into selects keep
# Python's NaN rules: a comparison with NaN is false, so "not (a >= b)"
# holds where "a < b" does not.
import math
import numpy as np
from numba import njit


@njit
def count(a, b):
    lt = 0
    not_ge = 0
    eq_or = 0
    last_le = -1
    for i in range(a.size):
        if a[i] < b[i]:
            lt += 1
        if not (a[i] >= b[i]):
            not_ge += 3
        if a[i] == b[i]:
            eq_or = eq_or + 1
        else:
            eq_or = eq_or + 5
        last_le = i if a[i] <= b[i] else last_le
    return lt, not_ge, eq_or, last_le


@njit
def inside(xs, ys):
    n = 0
    for i in range(xs.size):
        if xs[i] * xs[i] + ys[i] * ys[i] < 1.0:
            n += 1
    return n


nan = math.nan
a = np.array([1.0, nan, 2.0, 3.0, nan, 0.5, -0.0])
b = np.array([2.0, 1.0, nan, 3.0, nan, 0.25, 0.0])
print(count(a, b), count.py_func(a, b))
xs = np.array([0.1, 0.9, nan, 0.5, 1.0, 0.0])
ys = np.array([0.1, 0.9, 0.0, nan, 0.0, 0.999])
print(inside(xs, ys), inside.py_func(xs, ys))

# expect: (1, 12, 27, 6) (1, 12, 27, 6)
# expect: 2 2
