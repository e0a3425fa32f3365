# dtype= selects the loop: int inputs run the float64 loop when asked.
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)', 'float64(float64, float64)'])
def div(x, y):
    return x / y


r = div(np.array([7, 9]), np.array([2, 4]))
print(r, r.dtype)
r = div(np.array([7, 9]), np.array([2, 4]), dtype=np.float64)
print(r, r.dtype)

# expect: [3 2] int64
# expect: [3.5  2.25] float64
