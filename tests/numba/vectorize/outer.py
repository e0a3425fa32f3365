# .outer applies the function to every pair.
import numpy as np
from numba import vectorize


@vectorize
def pair(x, y):
    return x * 10 + y


print(pair(1, 2))
r = pair.outer(np.arange(3), np.arange(4))
print(r)
print(r.shape)


@vectorize(['float64(float64, float64)'])
def ratio(x, y):
    return x / y


print(ratio.outer(np.array([1.0, 2.0]), np.array([2.0, 4.0, 8.0])))

# expect: 12
# expect: [[ 0  1  2  3]
# expect:  [10 11 12 13]
# expect:  [20 21 22 23]]
# expect: (3, 4)
# expect: [[0.5   0.25  0.125]
# expect:  [1.    0.5   0.25 ]]
