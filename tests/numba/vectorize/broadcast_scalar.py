# Broadcasting an array against a scalar, on either side.
import numpy as np
from numba import vectorize


@vectorize
def sub(x, y):
    return x - y


a = np.arange(6).reshape(2, 3)
print(sub(a, 1))
print(sub(10, a))
print(sub(a, 0.5))

# expect: [[-1  0  1]
# expect:  [ 2  3  4]]
# expect: [[10  9  8]
# expect:  [ 7  6  5]]
# expect: [[-0.5  0.5  1.5]
# expect:  [ 2.5  3.5  4.5]]
