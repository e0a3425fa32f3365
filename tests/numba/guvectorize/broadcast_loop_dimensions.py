# The loop dimensions (all but the core ones) broadcast as a ufunc's do,
# without copying: stacks against single operands, size-1 dimensions, and
# an output larger than the inputs' broadcast (each of its rows written).
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:], float64[:], float64[:])'], '(n),(n)->(n)')
def mul(x, y, r):
    for i in range(x.shape[0]):
        r[i] = x[i] * y[i]


@guvectorize(['void(float64[:], float64, float64[:])'], '(n),()->()')
def weighted(x, w, r):
    acc = 0.0
    for v in x:
        acc += v
    r[0] = acc * w


print(mul(np.arange(6.0).reshape(2, 3), np.array([1.0, 10.0, 100.0])))
print(mul(np.arange(6.0).reshape(2, 1, 3), np.arange(12.0).reshape(4, 3)).shape)
print(weighted(np.arange(6.0).reshape(2, 3), np.array([[1.0], [2.0], [3.0]])))
print(weighted(np.arange(3.0), np.array([1.0, 0.5, 2.0])))
out = np.zeros((2, 3))
mul(np.arange(3.0), np.ones(3), out)
print(out)

# expect: [[  0.  10. 200.]
# expect:  [  3.  40. 500.]]
# expect: (2, 4, 3)
# expect: [[ 3. 12.]
# expect:  [ 6. 24.]
# expect:  [ 9. 36.]]
# expect: [3.  1.5 6. ]
# expect: [[0. 1. 2.]
# expect:  [0. 1. 2.]]
