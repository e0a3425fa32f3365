"""A device array's stream defaults to 0; bind(stream) gives the array with
that stream, viewing the same memory, and leaves the original as it was."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(4.0))
print(d.stream)
s = cuda.stream()
b = d.bind(s)
print(b.stream is s, d.stream)
b[0] = 42.0
print(d.copy_to_host())
print(cuda.device_array(3, stream=s).stream is s)

# expect: 0
# expect: True 0
# expect: [42.  1.  2.  3.]
# expect: True
