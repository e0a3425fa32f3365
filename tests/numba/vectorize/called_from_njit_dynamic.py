# A dynamic vectorized function called from an @njit function, after a
# first call from Python compiled its loop.
import numpy as np
from numba import njit, vectorize


@vectorize
def scale(x, k):
    return x * k


print(scale(np.arange(3.0), 2.0))


@njit
def use(a):
    return scale(a, 3.0)


print(use(np.arange(3.0)))

# expect: [0. 2. 4.]
# expect: [0. 3. 6.]
