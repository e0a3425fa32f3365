# Float division by zero in a ufunc warns like NumPy's own ufuncs: one
# RuntimeWarning per kind of floating-point error, named after the ufunc.
import warnings
import numpy as np
from numba import vectorize


@vectorize
def div(x, y):
    return x / y


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    r = div(np.array([1.0, 0.0, 4.0]), np.array([0.0, 0.0, 2.0]))
print(r)
for w in caught:
    print(w.category.__name__, w.message)

# expect: [inf nan  2.]
# expect: RuntimeWarning divide by zero encountered in div
# expect: RuntimeWarning invalid value encountered in div
