"""cuda.to_device keeps the host array's layout (a Fortran array stays
Fortran), takes lists, tuples and scalars as np.asarray would, and
refuses a non-contiguous array, which is not one memory region."""
from numba import cuda
import numpy as np

f = cuda.to_device(np.arange(6.0).reshape(3, 2).T)
print(f.shape, f.strides, f.is_f_contiguous())
print(f.copy_to_host())
print(f.copy_to_host().strides)
print(repr(cuda.to_device([1, 2, 3])))
print(repr(cuda.to_device((1.5, 2))))
print(repr(cuda.to_device(5.0)))
try:
    cuda.to_device(np.arange(6.0)[::2])
except ValueError as e:
    print(e)

# expect: (2, 3) (8, 16) True
# expect: [[0. 2. 4.]
# expect:  [1. 3. 5.]]
# expect: (8, 16)
# expect: array([1, 2, 3])
# expect: array([1.5, 2. ])
# expect: array(5.)
# expect: Array contains non-contiguous buffer and cannot be transferred as a single memory region. Please ensure contiguous buffer with numpy .ascontiguousarray()
