# Float modulo and floor division by zero in a ufunc give nan and inf (the
# RuntimeWarnings are silenced here).
import warnings
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)'])
def mod(x, y):
    return x % y


@vectorize(['float64(float64, float64)'])
def fdiv(x, y):
    return x // y


with warnings.catch_warnings():
    warnings.simplefilter('ignore')
    print(mod(np.array([7.5, -7.5, 1.0]), np.array([2.0, 2.0, 0.0])))
    print(fdiv(np.array([7.5, -7.5, 1.0]), np.array([2.0, 2.0, 0.0])))

# expect: [1.5 0.5 nan]
# expect: [ 3. -4. inf]
