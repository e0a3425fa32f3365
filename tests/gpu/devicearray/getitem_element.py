"""Indexing a device array down to one element gives that element's value
(a number, not an array), negative indices counting from the end."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(6.0))
print(d[2], d[-1], d[0] + d[5])
m = cuda.to_device(np.arange(12).reshape(3, 4))
print(m[1, 2], m[(2, 3)], m[-1, -4])
f = cuda.to_device(np.array([1.5, 2.5], dtype=np.float32))
print(f[1], f[1].dtype)

# expect: 2.0 5.0 5.0
# expect: 6 11 8
# expect: 2.5 float32
