# '()' operands: an input typed as a scalar gets each element as a number;
# typed as an array it gets a one-element view; outputs are always arrays
# (written as r[0]). All-scalar calls give scalars.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64, float64, float64[:])'], '(),()->()')
def add(a, b, r):
    r[0] = a + b


@guvectorize(['void(float64[:], float64[:], float64[:])'], '(n),()->(n)')
def scale(x, s, r):
    for i in range(x.shape[0]):
        r[i] = x[i] * s[0]


print(add(np.arange(3.0), 1.0), add(1.0, 2.0))
print(add(np.arange(6.0).reshape(2, 3), np.array([[10.0], [20.0]])))
print(scale(np.arange(3.0), 2.0))
print(scale(np.arange(6.0).reshape(2, 3), np.array([1.0, -1.0])))

# expect: [1. 2. 3.] 3.0
# expect: [[10. 11. 12.]
# expect:  [23. 24. 25.]]
# expect: [0. 2. 4.]
# expect: [[ 0.  1.  2.]
# expect:  [-3. -4. -5.]]
