# Output dimensions no input defines are refused when the gufunc is made;
# reduce, accumulate and outer are refused as NumPy refuses them.
import numpy as np
from numba import guvectorize

try:
    @guvectorize(['void(int64[:], int64[:])'], '(n)->(m)')
    def grow(x, r):
        pass
except NameError as e:
    print('NameError:', e)


@guvectorize(['void(float64[:], float64[:], float64[:])'], '(n),(n)->()')
def dot(x, y, r):
    acc = 0.0
    for i in range(x.shape[0]):
        acc += x[i] * y[i]
    r[0] = acc


for call in (lambda: dot.reduce(np.ones((2, 3))), lambda: dot.accumulate(np.ones(3)),
             lambda: dot.outer(np.ones(3), np.ones(3))):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)

# expect: NameError: undefined output symbols: m
# expect: RuntimeError Reduction not defined on ufunc with signature
# expect: RuntimeError Reduction not defined on ufunc with signature
# expect: TypeError method outer is not allowed in ufunc with non-trivial signature
