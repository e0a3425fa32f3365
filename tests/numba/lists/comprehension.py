# List comprehensions: over ranges, lists and arrays, with a condition,
# nested in each other, and of tuples.
import numpy as np
from numba import njit


@njit
def squares(n):
    return [i * i for i in range(n) if i % 2 == 0]


@njit
def of_array(a):
    return [x * 2 for x in a]


@njit
def grid(n):
    return [[i * j for j in range(n)] for i in range(n)]


@njit
def pairs(n):
    return [(i, i * 0.5) for i in range(n)]


print(squares(7))
print(of_array(np.arange(3.0)))
print(grid(3))
print(pairs(2))

# expect: [0, 4, 16, 36]
# expect: [0.0, 2.0, 4.0]
# expect: [[0, 0, 0], [0, 1, 2], [0, 2, 4]]
# expect: [(0, 0.0), (1, 0.5)]
