# Several outputs: '(n)->(n),()' returns a tuple; outputs may be passed
# positionally or as an out= tuple.
import numpy as np
from numba import guvectorize


@guvectorize(['void(float64[:], float64[:], float64[:])'], '(n)->(n),()')
def scan(x, run, total):
    acc = 0.0
    for i in range(x.shape[0]):
        acc += x[i]
        run[i] = acc
    total[0] = acc


r, t = scan(np.arange(4.0))
print(r, t)
r, t = scan(np.arange(6.0).reshape(2, 3))
print(r)
print(t)
a, b = np.zeros(3), np.zeros(())
res = scan(np.ones(3), a, b)
print(res[0] is a, res[1] is b, a, b)
a, b = np.zeros((2, 3)), np.zeros(2)
scan(np.ones((2, 3)), out=(a, b))
print(a, b)
print(scan.nin, scan.nout, scan.nargs, scan.types)

# expect: [0. 1. 3. 6.] 6.0
# expect: [[ 0.  1.  3.]
# expect:  [ 3.  7. 12.]]
# expect: [ 3. 12.]
# expect: True True [1. 2. 3.] 3.0
# expect: [[1. 2. 3.]
# expect:  [1. 2. 3.]] [3. 3.]
# expect: 1 2 3 ['d->dd']
