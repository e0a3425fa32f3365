# A vectorized function (with signatures) called from an @njit function on
# arrays and on scalars.
import numpy as np
from numba import njit, vectorize


@vectorize(['float64(float64, float64)'])
def hypot2(x, y):
    return x * x + y * y


@njit
def total(a, b):
    return hypot2(a, b).sum()


@njit
def one(x, y):
    return hypot2(x, y)


print(total(np.arange(4.0), np.ones(4)))
print(one(3.0, 4.0))

# expect: 18.0
# expect: 25.0
