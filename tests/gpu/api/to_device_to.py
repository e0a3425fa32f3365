"""cuda.to_device(ary, to=d) copies into the existing device array d; the
source must match its dtype and shape."""
from numba import cuda
import numpy as np

d = cuda.device_array(4, dtype=np.int64)
cuda.to_device(np.arange(4), to=d)
print(d)
s = cuda.stream()
cuda.to_device(np.arange(10, 14), stream=s, to=d)
print(d.copy_to_host())
try:
    cuda.to_device(np.arange(4.0), to=d)
except TypeError as e:
    print(e)

# expect: [0 1 2 3]
# expect: [10 11 12 13]
# expect: incompatible dtype: int64 vs. float64
