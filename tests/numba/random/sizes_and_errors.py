# Sizes as ints and tuples give arrays of that rank; permutation; randint
# with an empty range raises Numba's ValueError; normal with a negative
# scale is not checked (as Numba: NumPy would raise).
import numpy as np
from numba import njit


@njit
def shapes():
    np.random.seed(0)
    return (np.random.random((2, 3)).shape, np.random.normal(0.0, 2.0, 4).shape, np.random.uniform(0.0, 1.0, (2, 2)).shape,
            np.random.randint(0, 3, (3, 1)).shape, np.random.rand(2, 2, 2).shape, np.random.permutation(5))


@njit
def empty_range(n):
    return np.random.randint(n, n)


@njit
def negative_scale():
    np.random.seed(0)
    return np.random.normal(0.0, -1.0) < 0


print(shapes())
try:
    empty_range(3)
except ValueError as e:
    print("ValueError", e)
print(negative_scale())

# expect: ((2, 3), (4,), (2, 2), (3, 1), (2, 2, 2), array([4, 1, 0, 2, 3]))
# expect: ValueError empty range for randrange()
# expect: True
