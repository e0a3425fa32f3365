"""Seeds 000 and 001: device arrays in give a device array out; out= a
device array writes there (no copy back); copy_to_host brings it home."""
# oracle: skip Numba 0.56's simulator cannot build CUDA ufuncs (AttributeError in FakeOverload); expected: NumPy's x + y
import numpy as np
from numba import cuda, vectorize

n = 100000
x = np.arange(n).astype(np.float32)
y = 2 * x

x_device = cuda.to_device(x)
y_device = cuda.to_device(y)

print(x_device)
print(x_device.shape)
print(x_device.dtype)


@vectorize(['float32(float32, float32)'], target='cuda')
def add_ufunc(x, y):
    return x + y


r = add_ufunc(x_device, y_device)
print(type(r).__name__, r.shape, r.dtype)
out_device = cuda.device_array(shape=(n,), dtype=np.float32)
print(add_ufunc(x_device, y_device, out=out_device) is out_device)
out_host = out_device.copy_to_host()
print(out_host[:10])
print(np.array_equal(out_host, x + y), np.array_equal(r.copy_to_host(), x + y))

# expect: [0.0000e+00 1.0000e+00 2.0000e+00 ... 9.9997e+04 9.9998e+04 9.9999e+04]
# expect: (100000,)
# expect: float32
# expect: DeviceNDArray (100000,) float32
# expect: True
# expect: [ 0.  3.  6.  9. 12. 15. 18. 21. 24. 27.]
# expect: True True
