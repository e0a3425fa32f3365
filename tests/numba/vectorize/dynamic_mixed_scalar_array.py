# A float scalar with an int array: the loop compiled is 'ld->d'.
import numpy as np
from numba import vectorize


@vectorize
def scale(x, k):
    return x * k


r = scale(np.arange(4), 0.5)
print(r, r.dtype)
print(scale.types)
r = scale(np.arange(4), 3)
print(r, r.dtype)
print(scale.types)

# expect: [0.  0.5 1.  1.5] float64
# expect: ['ld->d']
# expect: [0. 3. 6. 9.] float64
# expect: ['ld->d']
