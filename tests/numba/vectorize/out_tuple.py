# out= also takes a one-element tuple, as for NumPy's ufuncs.
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


o = np.zeros(3)
r = add(np.arange(3.0), 1.0, out=(o,))
print(o)
print(r is o)

# expect: [1. 2. 3.]
# expect: True
