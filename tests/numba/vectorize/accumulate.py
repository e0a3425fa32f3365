# .accumulate keeps every partial result, along axis 0 or a given axis.
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


@vectorize(['float64(float64, float64)'])
def mul(x, y):
    return x * y


print(add(1, 2))
print(add.accumulate(np.arange(1, 6)))
print(mul.accumulate(np.array([1.0, 2.0, 0.5, 4.0])))
print(add.accumulate(np.arange(6).reshape(2, 3)))
print(add.accumulate(np.arange(6).reshape(2, 3), axis=1))

# expect: 3
# expect: [ 1  3  6 10 15]
# expect: [1. 2. 1. 4.]
# expect: [[0 1 2]
# expect:  [3 5 7]]
# expect: [[ 0  1  3]
# expect:  [ 3  7 12]]
