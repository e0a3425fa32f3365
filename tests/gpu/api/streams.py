"""cuda.stream(): synchronize() returns at once and auto_synchronize() wraps
a block; copies take the stream and complete as on the default stream."""
from numba import cuda
import numpy as np

s = cuda.stream()
print(s.synchronize())
with s.auto_synchronize():
    d = cuda.to_device(np.arange(4.0), stream=s)
    h = d.copy_to_host(stream=s)
print(h)
print(cuda.device_array_like(h, stream=s).shape)

# expect: None
# expect: [0. 1. 2. 3.]
# expect: (4,)
