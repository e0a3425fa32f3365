"""Assigning into a device array: one element, a slice from a list, a
broadcast scalar, a row from another device array; and a value of the
wrong length is a ValueError."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.zeros(6))
d[1] = 10
d[2:4] = [7, 8]
print(d)
d[:] = 3
print(d)
m = cuda.to_device(np.zeros((2, 3)))
m[0] = cuda.to_device(np.array([1.0, 2.0, 3.0]))
m[:, 2] = 5
print(m)
try:
    m[1] = [1, 2]
except ValueError as e:
    print(e)

# expect: [ 0. 10.  7.  8.  0.  0.]
# expect: [3. 3. 3. 3. 3. 3.]
# expect: [[1. 2. 5.]
# expect:  [0. 0. 5.]]
# expect: could not broadcast input array from shape (2,) into shape (3,)
