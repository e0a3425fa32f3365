# target='parallel': a numpy.ufunc whose loop iterations run on the thread
# pool; the results do not depend on the number of threads.
import numpy as np
import numba
from numba import guvectorize


@guvectorize(['void(float64[:], float64[:], float64[:])'], '(n),(n)->()', target='parallel')
def dot(x, y, r):
    acc = 0.0
    for i in range(x.shape[0]):
        acc += x[i] * y[i]
    r[0] = acc


@guvectorize(['void(float64[:], float64, float64[:])', 'void(int64[:], int64, int64[:])'], '(n),()->(n)',
             target='parallel')
def shift(x, s, r):
    for i in range(x.shape[0]):
        r[i] = x[i] + s


print(type(dot).__name__, dot.signature, dot.types, shift.types)
a = np.arange(3000.0).reshape(1000, 3) % 7
b = np.arange(3.0) + 1
for threads in (1, 2):
    numba.set_num_threads(threads)
    d = dot(a, b)
    print(threads, d[:5], d.sum(), d.shape)
    s = shift(np.arange(4000).reshape(1000, 4), np.arange(1000))
    print(threads, s[998:], s.sum())
print(dot(np.ones(3), np.ones(3)), shift(np.arange(3.0), 0.5))

# expect: ufunc (n),(n)->() ['dd->d'] ['dd->d', 'll->l']
# expect: 1 [ 8. 26.  9. 20. 17.] 17986.0 (1000,)
# expect: 1 [[4990 4991 4992 4993]
# expect:  [4995 4996 4997 4998]] 9996000
# expect: 2 [ 8. 26.  9. 20. 17.] 17986.0 (1000,)
# expect: 2 [[4990 4991 4992 4993]
# expect:  [4995 4996 4997 4998]] 9996000
# expect: 3.0 [0.5 1.5 2.5]
