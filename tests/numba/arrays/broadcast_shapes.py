# NumPy's broadcasting in compiled array expressions: a column against a row,
# 3-d against 2-d, ufuncs and comparisons, empty dimensions, and
# shapes that do not broadcast (ValueError).
import numpy as np
from numba import njit


@njit
def sub(a, b):
    return a - b


@njit
def ops(a, b):
    return np.maximum(a, b), a < b


print(sub(np.arange(3.0).reshape(3, 1), np.arange(3.0).reshape(1, 3)))
r = sub(np.ones((2, 1, 3)), np.arange(4.0).reshape(4, 1))
print(r.shape, r[1, 3, 2], r[0, 0, 0])
print(sub(np.arange(6).reshape(2, 3), np.arange(6).reshape(2, 3)))
print(sub(np.zeros((0, 3)), np.ones(3)).shape)
m, lt = ops(np.array([[1, 5], [7, 2]]), np.array([3, 4]))
print(m)
print(lt)
for a, b in ((np.zeros((2, 3)), np.zeros(4)), (np.zeros((2, 3)), np.zeros((3, 2)))):
    try:
        sub(a, b)
    except ValueError as e:
        print("ValueError:", str(e).splitlines()[0])

# expect: [[ 0. -1. -2.]
# expect:  [ 1.  0. -1.]
# expect:  [ 2.  1.  0.]]
# expect: (2, 4, 3) -2.0 1.0
# expect: [[0 0 0]
# expect:  [0 0 0]]
# expect: (0, 3)
# expect: [[3 5]
# expect:  [7 4]]
# expect: [[ True False]
# expect:  [False  True]]
# expect: ValueError: unable to broadcast argument 1 to output array
# expect: ValueError: unable to broadcast argument 1 to output array
