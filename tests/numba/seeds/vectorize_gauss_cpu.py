# Seed 003 4.2: @vectorize(['float64(float64)'], target='cpu') with np.exp.
import numpy as np
from numba import vectorize

@vectorize(['float64(float64)'], target='cpu')
def gauss_cpu(x):
    return np.exp(-x * x)

x = np.linspace(-2.0, 2.0, 5)
r = gauss_cpu(x)
print(r, r.dtype)
print(np.allclose(r, np.exp(-x * x)))

# expect: [0.01831564 0.36787944 1.         0.36787944 0.01831564] float64
# expect: True
