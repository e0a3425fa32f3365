# A conditional expression mixing int and float branches types as float.
import numpy as np
from numba import vectorize


@vectorize
def relu_half(x):
    return x / 2 if x > 0 else 0


r = relu_half(np.arange(-3, 4))
print(r, r.dtype)
print(relu_half.types)

# expect: [0.  0.  0.  0.  0.5 1.  1.5] float64
# expect: ['l->d']
