"""cuda.device_array allocates a device array (contents undefined, as
np.empty's) of a shape given as an int or a tuple, a dtype (float64 by
default), C or Fortran order or explicit strides; a negative length is
a ValueError."""
from numba import cuda
import numpy as np

a = cuda.device_array(4)
print(a.shape, a.dtype, a.strides)
b = cuda.device_array((2, 3), dtype=np.int32)
print(b.shape, b.dtype, b.strides)
c = cuda.device_array((2, 3), np.float32, order='F')
print(c.strides, c.is_f_contiguous())
s = cuda.device_array((2, 3), strides=(8, 16))
print(s.strides)
c[:] = 1.5
print(c.copy_to_host())
for bad in [lambda: cuda.device_array(-1), lambda: cuda.device_array((2, 3), strides=(32, 8))]:
    try:
        bad()
    except ValueError as e:
        print(e)

# expect: (4,) float64 (8,)
# expect: (2, 3) int32 (12, 4)
# expect: (4, 8) True
# expect: (8, 16)
# expect: [[1.5 1.5 1.5]
# expect:  [1.5 1.5 1.5]]
# expect: negative dimensions are not allowed
# expect: strides is incompatible with shape of requested array and size of buffer
