# Broadcasting a (2, 3) array with a (3,) array: the row repeats.
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


a = np.arange(6).reshape(2, 3)
b = np.array([100, 200, 300])
r = add(a, b)
print(r)
print(r.shape)
print(add(b, a))

# expect: [[100 201 302]
# expect:  [103 204 305]]
# expect: (2, 3)
# expect: [[100 201 302]
# expect:  [103 204 305]]
