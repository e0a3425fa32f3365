# Loops whose bodies compute values that do not change per iteration
# (rows of 2-d arrays, scaled constants, math of arguments): tpy computes
# them once before the loop; results must not change, also when the loop
# runs zero times or the value is only needed on some iterations.
import math
import numpy as np
from numba import njit


@njit
def matmul(a, b):
    n, m = a.shape
    p = b.shape[1]
    c = np.zeros((n, p))
    for i in range(n):
        for j in range(p):
            s = 0.0
            for k in range(m):
                s += a[i, k] * b[k, j]
            c[i, j] = s
    return c


@njit
def scaled(xs, f, n):
    total = 0.0
    for i in range(n):
        for j in range(len(xs)):
            if xs[j] > 0:
                total += xs[j] * math.sqrt(f) * (n - 1)   # invariant factor in a branch
            else:
                total -= f * 2.0 + i
    return total


@njit
def zero_trips(n, d):
    acc = 0
    for i in range(n):
        acc += (d * 7 + 3) << 2
    return acc


@njit
def count_rows(a, limit):
    hits = 0
    for i in range(a.shape[0]):
        row = a[i]
        for j in range(a.shape[1]):
            if row[j] * 2 > limit:
                hits += 1
    return hits


a = np.arange(6.0).reshape(2, 3)
b = np.arange(12.0).reshape(3, 4)
print(matmul(a, b))
print(scaled(np.array([1.0, -2.0, 3.0]), 4.0, 3), scaled(np.array([1.0]), 9.0, 0))
print(zero_trips(0, 5), zero_trips(3, 5), zero_trips(2, -1))
print(count_rows(np.arange(20).reshape(4, 5), 19))

# expect: [[20. 23. 26. 29.]
# expect:  [56. 68. 80. 92.]]
# expect: 21.0 0.0
# expect: 0 456 -32
# expect: 10
