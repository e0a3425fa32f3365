# np.sqrt, np.exp, np.abs on arrays return new arrays; on scalars, scalars.
import numpy as np
from numba import njit


@njit
def f(a):
    return np.sqrt(a), np.exp(a * 0.0), np.abs(-a)


@njit
def g(x):
    return np.sqrt(x)


print(f(np.array([1.0, 4.0, 9.0])))
print(g(2.0), g(16))

# expect: (array([1., 2., 3.]), array([1., 1., 1.]), array([1., 4., 9.]))
# expect: 1.4142135623730951 4.0
