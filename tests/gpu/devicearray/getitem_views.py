"""Slicing a device array gives a device array that views the same memory:
writes through the view show in the parent and the other way round."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(10.0))
v = d[2:6]
print(v, v.shape, v.strides)
v[0] = -1.0
print(d.copy_to_host())
d[3] = -2.0
print(v.copy_to_host())
m = cuda.to_device(np.arange(12.0).reshape(3, 4))
row = m[1]
col = m[:, 2]
print(row, row.strides)
print(col, col.strides)
print(m[::2, 1::2])
print(m[::-1].strides)
print(m[::-1].copy_to_host())
col[0] = 99.0
print(m.copy_to_host()[0])

# expect: [2. 3. 4. 5.] (4,) (8,)
# expect: [ 0.  1. -1.  3.  4.  5.  6.  7.  8.  9.]
# expect: [-1. -2.  4.  5.]
# expect: [4. 5. 6. 7.] (8,)
# expect: [ 2.  6. 10.] (32,)
# expect: [[ 1.  3.]
# expect:  [ 9. 11.]]
# expect: (-32, 8)
# expect: [[ 8.  9. 10. 11.]
# expect:  [ 4.  5.  6.  7.]
# expect:  [ 0.  1.  2.  3.]]
# expect: [ 0.  1. 99.  3.]
