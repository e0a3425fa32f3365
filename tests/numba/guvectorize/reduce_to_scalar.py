# A '(n)->()' gufunc reduces the last axis: its output is written as r[0];
# a 1-d input gives a scalar, a stack of rows an array.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:], float64[:])', 'void(int64[:], int64[:])'], '(n)->()')
def total(x, r):
    acc = x[0] - x[0]
    for v in x:
        acc += v
    r[0] = acc


print(total(np.arange(12.0).reshape(3, 4)))
print(total(np.arange(10).reshape(2, 5)))
print(total(np.arange(4.0)))
print(total([1, 2, 3]), total((4, 5)))
print(total(np.arange(24).reshape(2, 3, 4)))
print(total(np.arange(12).reshape(3, 4).T))
print(total(np.arange(10)[::2]), total(np.arange(10)[::-3]))
print(total.types)

# expect: [ 6. 22. 38.]
# expect: [10 35]
# expect: 6.0
# expect: 6 9
# expect: [[ 6 22 38]
# expect:  [54 70 86]]
# expect: [12 15 18 21]
# expect: 20 18
# expect: ['d->d', 'l->l']
