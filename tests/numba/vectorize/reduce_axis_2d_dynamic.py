# .reduce of a dynamic ufunc on a 2-D float array, along both axes.
import numpy as np
from numba import vectorize


@vectorize
def mul(x, y):
    return x * y


a = np.arange(1.0, 7.0).reshape(2, 3)
print(mul(a, a))
print(mul.reduce(a))
print(mul.reduce(a, axis=1))

# expect: [[ 1.  4.  9.]
# expect:  [16. 25. 36.]]
# expect: [ 4. 10. 18.]
# expect: [  6. 120.]
