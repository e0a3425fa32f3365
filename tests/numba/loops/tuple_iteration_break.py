# for over homogeneous tuples: with break, over a.shape, over pairs, over a
# tuple of arrays, inside enumerate and zip, and a one-item tuple.
import numpy as np
from numba import njit


@njit
def first_over(t, limit):
    for x in t:
        if x > limit:
            return x
    return -1


@njit
def count_until_negative(t):
    n = 0
    for x in t:
        if x < 0:
            break
        n += 1
    return n


@njit
def volume(a):
    v = 1
    for d in a.shape:
        v *= d
    return v


@njit
def dot_pairs(ps):
    s = 0.0
    for p in ps:
        a, b = p
        s += a * b
    return s


@njit
def total(arrays):
    s = 0.0
    for a in arrays:
        s += a.sum()
    return s


@njit
def weighted(t, w):
    s = 0
    for i, x in enumerate(t):
        s += i * x
    for x, y in zip(t, w):
        s += x * y
    return s


print(first_over((1, 5, 9, 2), 4), first_over((1.5, 2.5), 3.0))
print(count_until_negative((3, 4, -1, 6)), count_until_negative((7,)))
print(volume(np.zeros((2, 3, 4))))
print(dot_pairs(((1.0, 2.0), (3.0, 4.0), (0.5, 0.5))))
print(total((np.arange(3.0), np.ones(4))))
print(weighted((1, 2, 3), (10, 20, 30)))

# expect: 5 -1.0
# expect: 2 1
# expect: 24
# expect: 14.25
# expect: 7.0
# expect: 148
