# Float division by zero in a ufunc gives inf, -inf and nan (NumPy's error
# model), not ZeroDivisionError (the RuntimeWarnings are silenced here).
import warnings
import numpy as np
from numba import vectorize


@vectorize
def div(x, y):
    return x / y


with warnings.catch_warnings():
    warnings.simplefilter('ignore')
    print(div(np.array([1.0, -1.0, 0.0, 4.0]), np.array([0.0, 0.0, 0.0, 2.0])))
    print(div(np.array([1, 0, 3]), np.array([0, 0, 2])))
    print(div(1.0, 0.0))

# expect: [ inf -inf  nan   2.]
# expect: [inf nan 1.5]
# expect: inf
