# @guvectorize with a '(n),()->(n)' layout: an array and a scalar in, the
# output written in place; the loop picked by NumPy's rules (first signature
# the inputs cast to safely), and the gufunc's attributes.
import numpy as np
from numba import guvectorize, int64, float64


@guvectorize([(int64[:], int64, int64[:]), (float64[:], float64, float64[:])], '(n),()->(n)')
def add_scalar(x, y, res):
    for i in range(x.shape[0]):
        res[i] = x[i] + y


print(add_scalar(np.arange(5), 2))
print(add_scalar(np.arange(5), 2.5))
print(add_scalar(np.arange(5, dtype=np.int32), 7))
print(add_scalar(np.arange(4.0), 1))
print(add_scalar(np.arange(6.0).reshape(2, 3), np.array([10.0, 20.0])))
print(add_scalar([1, 2, 3], 1))
print(add_scalar.signature, add_scalar.ntypes, add_scalar.types)
print(add_scalar.nin, add_scalar.nout, add_scalar.nargs, add_scalar.identity)
print(add_scalar.__name__, repr(add_scalar), type(add_scalar).__name__)
print(isinstance(add_scalar, np.ufunc))

# expect: [2 3 4 5 6]
# expect: [2.5 3.5 4.5 5.5 6.5]
# expect: [ 7  8  9 10 11]
# expect: [1. 2. 3. 4.]
# expect: [[10. 11. 12.]
# expect:  [23. 24. 25.]]
# expect: [2 3 4]
# expect: (n),()->(n) 2 ['ll->l', 'dd->d']
# expect: 2 1 3 None
# expect: add_scalar <numba._GUFunc 'add_scalar'> GUFunc
# expect: False
