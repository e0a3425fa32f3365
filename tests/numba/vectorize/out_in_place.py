# out= may be one of the inputs: the update happens in place.
import numpy as np
from numba import vectorize


@vectorize
def step(x, y):
    return x * 2 + y


a = np.arange(6).reshape(2, 3)
step(a, 1, out=a)
print(a)

# expect: [[ 1  3  5]
# expect:  [ 7  9 11]]
