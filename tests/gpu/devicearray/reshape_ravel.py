"""reshape and ravel: shapes as ints or a tuple, -1 inferred, C or Fortran
order; a reshape of a contiguous array views the same memory; a size
mismatch is NumPy's ValueError."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(6.0))
r = d.reshape(2, 3)
print(r)
print(d.reshape((3, 2)).shape, d.reshape(-1, 2).shape)
r[1, 1] = -4.0
print(d.copy_to_host())
print(r.reshape(3, 2, order='F'))
print(r.ravel())
print(r.ravel(order='F'))
print(r.T.ravel())
try:
    r.reshape(4, 2)
except ValueError as e:
    print(e)

# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: (3, 2) (3, 2)
# expect: [ 0.  1.  2.  3. -4.  5.]
# expect: [[ 0. -4.]
# expect:  [ 3.  2.]
# expect:  [ 1.  5.]]
# expect: [ 0.  1.  2.  3. -4.  5.]
# expect: [ 0.  3.  1. -4.  2.  5.]
# expect: [ 0.  3.  1. -4.  2.  5.]
# expect: cannot reshape array of size 6 into shape (4,2)
