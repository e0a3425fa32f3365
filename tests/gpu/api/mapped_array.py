"""cuda.mapped_array allocates an array both host and device use: in the
simulator a device array, written and read like one."""
from numba import cuda
import numpy as np

m = cuda.mapped_array((2, 2), dtype=np.float32)
print(m.shape, m.dtype, hasattr(m, 'copy_to_host'))
m[:] = 2.5
m[0, 1] = 1.0
print(m.copy_to_host())
n = cuda.mapped_array(3, stream=0, portable=True, wc=False)
print(n.shape, n.dtype)

# expect: (2, 2) float32 True
# expect: [[2.5 1. ]
# expect:  [2.5 2.5]]
# expect: (3,) float64
