"""cuda.is_cuda_array tells device arrays from host ones; cuda.as_cuda_array
makes a device array viewing the same memory (no copy), and refuses an
object without the CUDA array interface."""
# oracle: skip Numba 0.56's simulator has neither function; expected: Numba's api.as_cuda_array
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(4.0))
print(cuda.is_cuda_array(d), cuda.is_cuda_array(np.arange(4.0)), cuda.is_cuda_array([1]))
v = cuda.as_cuda_array(d)
print(v is d, v.shape, v.dtype)
v[0] = 9.0
print(d.copy_to_host())
try:
    cuda.as_cuda_array(np.arange(3))
except TypeError as e:
    print(e)

# expect: True False False
# expect: False (4,) float64
# expect: [9. 1. 2. 3.]
# expect: *obj* doesn't implement the cuda array interface.
