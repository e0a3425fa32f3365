"""Seeds 000-002: a CUDA ufunc with one int64 signature on host arrays: the
result comes back as a NumPy array, as np.add gives it; broadcasting a
column against a row as the tutorial does."""
# oracle: skip Numba 0.56's simulator cannot build CUDA ufuncs (AttributeError in FakeOverload); expected: NumPy's np.add
import numpy as np
from numba import vectorize


@vectorize(['int64(int64, int64)'], target='cuda')
def add_ufunc(x, y):
    return x + y


a = np.array([1, 2, 3, 4])
b = np.array([10, 20, 30, 40])
b_col = b[:, np.newaxis]
c = np.arange(4 * 4).reshape((4, 4))
print('a+b:\n', add_ufunc(a, b))
print()
print('b_col + c:\n', add_ufunc(b_col, c))
n = 100000
x = np.arange(n)
y = np.arange(n) * 2
r = add_ufunc(x, y)
print(type(r).__name__, r.dtype, r[:5], r[-1], np.array_equal(r, np.add(x, y)))

# expect: a+b:
# expect:  [11 22 33 44]
# expect: 
# expect: b_col + c:
# expect:  [[10 11 12 13]
# expect:  [24 25 26 27]
# expect:  [38 39 40 41]
# expect:  [52 53 54 55]]
# expect: ndarray int64 [ 0  3  6  9 12] 299997 True
