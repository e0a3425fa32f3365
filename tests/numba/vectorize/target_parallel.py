# target='parallel': the same ufunc, its long runs split across the
# thread pool; results equal the serial ufunc's element for element, for
# broadcasting, out= and strided inputs too (reductions: target_parallel_broadcast.py).
import math
import numpy as np
from numba import vectorize


@vectorize(['float64(float64, float64)', 'int64(int64, int64)'], target='parallel')
def pdist(x, y):
    return math.sqrt(x * x + y * y) if x > y else x - y


@vectorize(['float64(float64, float64)', 'int64(int64, int64)'])
def sdist(x, y):
    return math.sqrt(x * x + y * y) if x > y else x - y


x = np.linspace(-5.0, 5.0, 200001)
y = np.cos(x)
print(np.array_equal(pdist(x, y), sdist(x, y)))
print(np.array_equal(pdist(x, 0.5), sdist(x, 0.5)))
print(np.array_equal(pdist(x[::3], y[::3]), sdist(x[::3], y[::3])))
out = np.zeros(200001)
r = pdist(x, y, out=out)
print(r is out, np.array_equal(out, sdist(x, y)))
print(pdist(3.0, 4.0), pdist(np.array([2]), np.array([5])))
print(pdist.types, pdist.ntypes)

# expect: True
# expect: True
# expect: True
# expect: True True
# expect: -1.0 [-3]
# expect: ['dd->d', 'll->l'] 2
