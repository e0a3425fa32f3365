# An if/elif/else chain in a @vectorize function.
import numpy as np
from numba import vectorize


@vectorize
def clip_sign(x, limit):
    if x > limit:
        return limit
    elif x < -limit:
        return -limit
    else:
        return x


print(clip_sign(np.arange(-5, 6), 3))
print(clip_sign(np.linspace(-2.0, 2.0, 5), 1.5))

# expect: [-3 -3 -3 -2 -1  0  1  2  3  3  3]
# expect: [-1.5 -1.   0.   1.   1.5]
