"""view(dtype) reads the same memory as another dtype: the last axis
stretches or shrinks by the ratio of the item sizes, and must divide
evenly."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(6.0))
v = d.view(np.int32)
print(v.shape, v.dtype)
c = d.view(np.complex128)
print(c)
b = cuda.to_device(np.array([1, 256], dtype=np.int16)).view(np.uint8)
print(b)
try:
    cuda.to_device(np.arange(5.0)).view(np.complex128)
except ValueError as e:
    print(e)

# expect: (12,) int32
# expect: [0.+1.j 2.+3.j 4.+5.j]
# expect: [1 0 0 1]
# expect: When changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array.
