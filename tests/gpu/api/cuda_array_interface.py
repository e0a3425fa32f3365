"""A device array's __cuda_array_interface__ (version 3): shape, typestr,
strides None when C-contiguous, data (pointer, read-only flag), stream;
a view's pointer is offset into its parent's by the bytes it skips."""
# oracle: skip Numba 0.56's simulator has no __cuda_array_interface__; expected: Numba's DeviceNDArray
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(12.0).reshape(3, 4))
cai = d.__cuda_array_interface__
print(sorted(cai))
print(cai['shape'], cai['strides'], cai['typestr'], cai['version'], cai['stream'])
ptr, readonly = cai['data']
print(type(ptr).__name__, ptr != 0, readonly)
view = d[1:, 2:].__cuda_array_interface__
print(view['shape'], view['strides'], view['data'][0] - ptr)
print(d.T.__cuda_array_interface__['strides'])
print(cuda.to_device(np.zeros(3, dtype=np.int8)).__cuda_array_interface__['typestr'])
print(cuda.to_device(np.zeros(3, dtype=np.bool_)).__cuda_array_interface__['typestr'])
print(cuda.device_array(0).__cuda_array_interface__['data'])
s = cuda.external_stream(77)
print(d.bind(s).__cuda_array_interface__['stream'])

# expect: ['data', 'shape', 'stream', 'strides', 'typestr', 'version']
# expect: (3, 4) None <f8 3 None
# expect: int True False
# expect: (2, 2) (32, 8) 48
# expect: (8, 32)
# expect: |i1
# expect: |b1
# expect: (0, False)
# expect: 77
