# np.where on arrays does not broadcast in Numba 0.56: arrays of one shape
# (scalars mix in), a ValueError for other shapes of the same rank.
import numpy as np
from numba import njit


@njit
def w(c, a, b):
    return np.where(c, a, b)


print(w(np.array([True, False]), np.array([1, 2]), 0))
print(w(np.array([[True, False], [False, True]]), np.array([[1, 2], [3, 4]]), np.array([[5, 6], [7, 8]])))
try:
    w(np.array([[True, False]]), np.array([[1, 2], [3, 4]]), np.array([[5, 6], [7, 8]]))
except ValueError as e:
    print("ValueError:", e)

# expect: [1 0]
# expect: [[1 6]
# expect:  [7 4]]
# expect: ValueError: all inputs should have the same shape
