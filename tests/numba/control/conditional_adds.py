# An add done on one side of an if (count += 1, total += k) becomes
# branch-free arithmetic; every orientation of the test must keep its sense.
import numpy as np
from numba import njit


@njit
def count_true(flags):
    c = 0
    t = 0
    for k in range(flags.shape[0]):
        if flags[k]:
            c += 1
            t += k
    return c, t


@njit
def count_false(flags):
    c = 0
    t = 0
    for k in range(flags.shape[0]):
        if not flags[k]:
            c += 1
            t += k * 3
    return c, t


@njit
def else_side(a, limit):
    lo = 0
    hi = 0
    for k in range(a.shape[0]):
        if a[k] > limit:
            hi += a[k]
        else:
            lo += 2
    return lo, hi


@njit
def mixed(a):
    s = 0
    m = 0
    for k in range(a.shape[0]):
        x = a[k]
        if x % 3 == 0:
            s = s + x
        else:
            m = x + m
    return s, m


@njit
def negative_steps(a):
    s = 0
    for x in a:
        if x < 0:
            s += -7
    return s


flags = np.array([True, False, True, True, False, False, True])
a = np.array([5, -3, 12, 9, 0, -8, 7, 30, 3])
print(count_true(flags), count_false(flags))
print(else_side(a, 4), else_side(a, 100), mixed(a), negative_steps(a))
print(count_true(np.zeros(0, dtype=np.bool_)), else_side(a[:0], 1))

# expect: (4, 11) (3, 30)
# expect: (8, 63) (18, 0) (51, 4) -14
# expect: (0, 0) (0, 0)
