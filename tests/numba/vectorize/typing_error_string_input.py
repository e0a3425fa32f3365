# A dynamic ufunc called with a string array: no loop can be compiled and
# the call raises (the exception class is printed).
import numpy as np
from numba import vectorize


@vectorize
def twice(x):
    return x * 2


try:
    twice(np.array(['a', 'b']))
except Exception as e:
    print(type(e).__name__)

# expect: TypeError
