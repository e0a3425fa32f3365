"""Empty device arrays and 0-d ones: shapes, sizes, copies, and len() of a
0-d array is a TypeError."""
from numba import cuda
import numpy as np

e = cuda.device_array(0)
print(e.shape, e.size, e.nbytes, len(e))
print(e.copy_to_host())
z = cuda.to_device(np.zeros((0, 3)))
print(z.shape, z.size, z.copy_to_host().shape)
s = cuda.to_device(np.float64(3.5))
print(s.shape, s.size, s.ndim, s)
print(s.copy_to_host())
try:
    len(s)
except TypeError as ex:
    print(ex)

# expect: (0,) 0 0 0
# expect: []
# expect: (0, 3) 0 (0, 3)
# expect: () 1 0 3.5
# expect: 3.5
# expect: len() of unsized object
