# Non-contiguous inputs: slices with a step, including negative steps.
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


a = np.arange(10)
print(add(a[::2], a[1::2]))
print(add(a[::-3], a[:4]))
b = np.arange(24.0).reshape(4, 6)
print(add(b[::2, ::2], b[1::2, 1::2]))

# expect: [ 1  5  9 13 17]
# expect: [9 7 5 3]
# expect: [[ 7. 11. 15.]
# expect:  [31. 35. 39.]]
