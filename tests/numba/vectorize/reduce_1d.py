# .reduce folds a binary ufunc over a 1-D array (a dynamic ufunc reduces
# with the loops it has: call it first).
import numpy as np
from numba import vectorize


@vectorize
def add(x, y):
    return x + y


@vectorize(['float64(float64, float64)'])
def fmax(x, y):
    return x if x > y else y


a = np.arange(1, 11)
print(add(a, a))
print(add.reduce(a))
print(fmax.reduce(np.array([3.0, -1.0, 7.5, 2.0])))
print(fmax.reduce(np.arange(5)))

# expect: [ 2  4  6  8 10 12 14 16 18 20]
# expect: 55
# expect: 7.5
# expect: 4.0
