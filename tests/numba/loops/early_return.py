# return from inside a loop (and from a nested loop) ends the function.
import numpy as np
from numba import njit


@njit
def find(a, x):
    for i in range(a.shape[0]):
        if a[i] == x:
            return i
    return -1


@njit
def find_pair(n, target):
    for i in range(n):
        for j in range(n):
            if i * j == target:
                return i, j
    return -1, -1


a = np.array([5, 3, 8, 3])
print(find(a, 3), find(a, 8), find(a, 7))
print(find_pair(10, 42), find_pair(3, 42))

# expect: 1 2 -1
# expect: (6, 7) (-1, -1)
