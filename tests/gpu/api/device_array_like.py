"""cuda.device_array_like allocates a device array with the shape and dtype
of a host or device array, keeping its memory order: C, Fortran, or the
order of the axes of a permuted array."""
from numba import cuda
import numpy as np

c = np.zeros((2, 3), dtype=np.int16)
print(cuda.device_array_like(c).strides, cuda.device_array_like(c).dtype)
print(cuda.device_array_like(c.T).strides)
p = np.zeros((2, 3, 4)).transpose(1, 0, 2)
print(cuda.device_array_like(p).shape, cuda.device_array_like(p).strides)
d = cuda.to_device(np.arange(6.0))
like = cuda.device_array_like(d)
print(like.shape, like.dtype, hasattr(like, 'copy_to_host'))
print(cuda.device_array_like(np.arange(6.0)[::2]).strides)

# expect: (6, 2) int16
# expect: (2, 6)
# expect: (3, 2, 4) (32, 96, 8)
# expect: (6,) float64 True
# expect: (8,)
