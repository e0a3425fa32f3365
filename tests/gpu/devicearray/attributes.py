"""A device array's shape, strides, size, ndim, dtype, nbytes, alloc_size and
len(): those of the host array it was copied from."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.zeros((3, 4), dtype=np.float32))
print(d.shape, isinstance(d.shape, tuple))
print(d.strides)
print(d.size, d.ndim, d.dtype)
print(d.nbytes, d.alloc_size)
print(len(d))
e = cuda.to_device(np.arange(5))
print(e.shape, e.strides, e.size, e.ndim, e.dtype, e.nbytes, len(e))

# expect: (3, 4) True
# expect: (16, 4)
# expect: 12 2 float32
# expect: 48 48
# expect: 3
# expect: (5,) (8,) 5 1 int64 40 5
