# Iterating over a list: directly, with enumerate and zip, over a list of
# tuples (unpacked), and a loop that appends while it iterates.
from numba import njit
import warnings
from numba.core.errors import NumbaPendingDeprecationWarning

warnings.simplefilter("ignore", NumbaPendingDeprecationWarning)


@njit
def weighted(l):
    s = 0.0
    for i, x in enumerate(l):
        s += i * x
    for a, b in zip(l, l):
        s += a * b
    return s


@njit
def tuples(n):
    l = []
    for i in range(n):
        l.append((i, i * 0.5))
    s = 0.0
    for a, b in l:
        s += a + b
    return l, s, l[1]


@njit
def doubling(l):
    for x in l:
        if x < 8:
            l.append(x * 2)
    return l


print(weighted([1.0, 2.0]))
print(tuples(3))
print(doubling([1, 3]))

# expect: 7.0
# expect: ([(0, 0.0), (1, 0.5), (2, 1.0)], 4.5, (1, 0.5))
# expect: [1, 3, 2, 6, 4, 12, 8]
