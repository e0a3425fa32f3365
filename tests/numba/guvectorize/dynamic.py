# @guvectorize(layout) without signatures is dynamic: each call compiles a
# loop for the types of all its arguments, so the outputs must be passed.
import numpy as np
from numba import guvectorize


@guvectorize('(n)->(n)')
def double(x, r):
    for i in range(x.shape[0]):
        r[i] = 2 * x[i]


print(double.ntypes, double.types, double.is_dynamic)
r = np.zeros(3, dtype=np.int64)
print(double(np.arange(3), r), r, double.types)
r = np.zeros(3)
double(np.arange(3.0), r)
print(r, double.types)
r = np.zeros((2, 2), dtype=np.float32)
double(np.ones((2, 2), dtype=np.float32), r)
print(r, double.ntypes)
double(np.arange(3), np.zeros(3, dtype=np.int64))
print(double.ntypes)
try:
    double(np.arange(3))
except TypeError as e:
    print('TypeError:', e)

# expect: 0 [] True
# expect: [0 2 4] [0 2 4] ['l->l']
# expect: [0. 2. 4.] ['l->l', 'd->d']
# expect: [[2. 2.]
# expect:  [2. 2.]] 2
# expect: 2
# expect: TypeError: Too few arguments for function 'double'. Note that the pattern `out = gufunc(Arg1, Arg2, ..., ArgN)` is not allowed. Use `gufunc(Arg1, Arg2, ..., ArgN, out) instead.
