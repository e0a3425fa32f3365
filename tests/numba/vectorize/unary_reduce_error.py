# .reduce needs a binary ufunc: ValueError on a one-input one.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64)'])
def neg(x):
    return -x


try:
    neg.reduce(np.arange(3.0))
except ValueError as e:
    print(type(e).__name__)
    print(e)

# expect: ValueError
# expect: reduce only supported for binary functions
