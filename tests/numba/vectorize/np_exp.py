# NumPy functions (np.exp, np.log1p, np.abs) inside a @vectorize function.
import numpy as np
from numba import vectorize


@vectorize
def softplus(x):
    return np.log1p(np.exp(-np.abs(x))) + max(x, 0.0)


@vectorize(['float64(float64)', 'float32(float32)'])
def gauss(x):
    return np.exp(-x * x)


x = np.linspace(-2.0, 2.0, 5)
print(softplus(x))
print(gauss(x))
r = gauss(x.astype(np.float32))
print(r, r.dtype)

# expect: [0.12692801 0.31326169 0.69314718 1.31326169 2.12692801]
# expect: [0.01831564 0.36787944 1.         0.36787944 0.01831564]
# expect: [0.01831564 0.36787944 1.         0.36787944 0.01831564] float64
