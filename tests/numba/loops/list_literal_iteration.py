# A list literal of one item type in compiled code: iterated, measured with
# len(), and turned into arrays inside a loop; m + m.T mixes layouts.
import numpy as np
from numba import njit


@njit
def total(x):
    s = 0.0
    for v in [1.0, x, 3.0]:
        s += v
    return s, len([1, 2, 3])


@njit
def pair_sums(n):
    t = 0.0
    for i in range(n):
        a = np.array([i, i + 1.0])
        t += a.sum()
    return t


@njit
def sym(m):
    return m + m.T


print(total(2.5))
print(pair_sums(3))
print(sym(np.arange(4.0).reshape(2, 2)))

# expect: (6.5, 3)
# expect: 9.0
# expect: [[0. 3.]
# expect:  [3. 6.]]
