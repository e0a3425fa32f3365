# .outer needs a binary ufunc: ValueError on a one-input one.
import numpy as np
from numba import vectorize


@vectorize(['float64(float64)'])
def neg(x):
    return -x


try:
    neg.outer(np.arange(3.0), np.arange(2.0))
except ValueError as e:
    print(type(e).__name__)
    print(e)

# expect: ValueError
# expect: outer product only supported for binary functions
