# .reduce applies left to right: ((a0 - a1) - a2) - ...
import numpy as np
from numba import vectorize


@vectorize
def sub(x, y):
    return x - y


print(sub(5, 3))
print(sub.reduce(np.array([100, 1, 2, 3])))
print(sub.reduce(np.array([[10, 1], [2, 20], [3, 30]]), axis=1))

# expect: 2
# expect: 94
# expect: [  9 -18 -27]
