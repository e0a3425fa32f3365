# math.* functions inside a @vectorize function.
import math
import numpy as np
from numba import vectorize


@vectorize
def polar_r(x, y):
    return math.sqrt(x * x + y * y)


@vectorize(['float64(float64)'])
def wave(t):
    return math.sin(t) * math.cos(t) + math.floor(t)


print(polar_r(np.array([3.0, 5.0, 0.0]), np.array([4.0, 12.0, 2.0])))
print(polar_r(np.array([3, 6]), np.array([4, 8])))
print(wave(np.array([0.0, 0.5, 1.5, 2.25])))

# expect: [ 5. 13.  2.]
# expect: [ 5. 10.]
# expect: [0.         0.42073549 1.07056    1.51123494]
