# math and NumPy scalar functions in a prange body (sqrt, exp, sin, abs,
# floor), printed rounded.
import math
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def f(a, out):
    s = 0.0
    for i in prange(a.shape[0]):
        x = a[i]
        out[i] = math.sqrt(abs(x)) + np.exp(-x * x) + math.floor(x)
        s += np.sin(x)
    return s


a = np.linspace(-2.0, 3.0, 9)
out = np.zeros(9)
s = f(a, out)
print(round(s, 9), np.round(out, 6))

# expect: 0.503980142 [-0.567471 -0.676419  0.435808  0.33805   1.485908  2.342723  2.369646
# expect:   3.544654  4.732174]
