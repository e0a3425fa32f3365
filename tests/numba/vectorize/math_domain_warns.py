# math.sqrt of a negative number in a ufunc gives nan with an "invalid
# value" RuntimeWarning.
import math
import warnings
import numpy as np
from numba import vectorize


@vectorize(['float64(float64)'])
def root(x):
    return math.sqrt(x)


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter('always')
    r = root(np.array([4.0, -1.0]))
print(r)
for w in caught:
    print(w.category.__name__, w.message)

# expect: [ 2. nan]
# expect: RuntimeWarning invalid value encountered in root
