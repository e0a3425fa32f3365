"""Seed 002: explicit data management with an int32 CUDA ufunc: device
inputs (made before the host arrays are rebound), a result kept on the
device in a preallocated device array."""
# oracle: skip Numba 0.56's simulator cannot build CUDA ufuncs (AttributeError in FakeOverload); expected: NumPy's x + y
import numpy as np
from numba import cuda, int32, vectorize

n = 1000
x = np.arange(n).astype(np.int32)
y = np.ones_like(x)


@vectorize(['int32(int32, int32)'], target='cuda')
def add(x, y):
    return x + y


d_x = cuda.to_device(x)
d_y = cuda.to_device(y)
x = np.arange(n).astype(np.int32)
y = np.ones_like(x)
print(add(d_x, d_y).copy_to_host()[:6])
d_res = cuda.device_array(shape=(n,), dtype=np.int32)
add(d_x, d_y, out=d_res)
h = d_res.copy_to_host()
print(h.dtype, h[-3:], np.array_equal(h, x + y))
print(add(np.array([2147483647], dtype=np.int32), np.array([1], dtype=np.int32)))

# expect: [1 2 3 4 5 6]
# expect: int32 [ 998  999 1000] True
# expect: [-2147483648]
