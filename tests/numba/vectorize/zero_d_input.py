# A 0-d array input gives a scalar result (its value is printed).
import numpy as np
from numba import vectorize


@vectorize(['float64(float64)'])
def cube(x):
    return x * x * x


r = cube(np.array(1.5))
print(r)
print(np.ndim(r))

# expect: 3.375
# expect: 0
