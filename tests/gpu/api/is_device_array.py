"""numba.cuda.cudadrv.devicearray: is_device_array (what a kernel launch
asks of each argument), the DeviceNDArray class, and its module in
type names."""
# oracle: skip Numba 0.56's simulator names its class FakeCUDAArray and has no is_device_array; expected: Numba's DeviceNDArray
from numba import cuda
from numba.cuda.cudadrv import devicearray
import numpy as np

d = cuda.to_device(np.arange(3))
print(devicearray.is_device_array(d), devicearray.is_device_array(np.arange(3)))
print(devicearray.is_device_array(d[1:]), devicearray.is_device_array(cuda.mapped_array(2)))
print(type(d))
print(isinstance(cuda.device_array(2), devicearray.DeviceNDArray))
print(cuda.devicearray is devicearray)

# expect: True False
# expect: True True
# expect: <class 'numba.cuda.cudadrv.devicearray.DeviceNDArray'>
# expect: True
# expect: True
