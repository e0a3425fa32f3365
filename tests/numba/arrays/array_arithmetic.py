# Elementwise a + b, a * b, a - scalar, scalar / a, and comparisons a > b.
import numpy as np
from numba import njit


@njit
def arith(a, b):
    return a + b, a * b, a - 1, 1.0 / b, a > b


for x in arith(np.array([1.0, 5.0, 3.0]), np.array([2.0, 4.0, 8.0])):
    print(x)

# expect: [ 3.  9. 11.]
# expect: [ 2. 20. 24.]
# expect: [0. 4. 2.]
# expect: [0.5   0.25  0.125]
# expect: [False  True False]
