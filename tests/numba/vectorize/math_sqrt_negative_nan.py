# math.sqrt and math.log of out-of-domain values give nan (and -inf)
# inside a ufunc instead of raising ValueError (the RuntimeWarnings are
# silenced here).
import math
import warnings
import numpy as np
from numba import vectorize


@vectorize(['float64(float64)'])
def root(x):
    return math.sqrt(x)


@vectorize(['float64(float64)'])
def log(x):
    return math.log(x)


with warnings.catch_warnings():
    warnings.simplefilter('ignore')
    print(root(np.array([4.0, -1.0, 0.0])))
    print(log(np.array([1.0, 0.0, -1.0])))

# expect: [ 2. nan  0.]
# expect: [  0. -inf  nan]
