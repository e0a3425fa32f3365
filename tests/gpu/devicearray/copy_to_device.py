"""copy_to_device overwrites a device array from a host array or another
device array; a host array in the other memory order is converted first."""
from numba import cuda
import numpy as np

d = cuda.device_array((2, 3))
d.copy_to_device(np.arange(6.0).reshape(2, 3))
print(d.copy_to_host())
d.copy_to_device(cuda.to_device(np.full((2, 3), 7.0)))
print(d.copy_to_host())
fortran = np.arange(6.0).reshape(3, 2).T
d.copy_to_device(fortran)
print(d.copy_to_host())
s = cuda.stream()
d.copy_to_device(np.ones((2, 3)), stream=s)
print(d.copy_to_host())

# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: [[7. 7. 7.]
# expect:  [7. 7. 7.]]
# expect: [[0. 2. 4.]
# expect:  [1. 3. 5.]]
# expect: [[1. 1. 1.]
# expect:  [1. 1. 1.]]
