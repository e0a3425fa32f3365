"""cuda.to_device copies a host array to a new device array, which prints
its contents; copy_to_host copies them back into a new host array. The
device copy does not follow later writes to the host array."""
from numba import cuda
import numpy as np

a = np.arange(6.0).reshape(2, 3)
d = cuda.to_device(a)
print(d)
print(repr(d))
a[0, 0] = 100.0
h = d.copy_to_host()
print(h)
print(h.dtype, h.shape, type(h).__name__)
print(h is a)
i = cuda.to_device(np.arange(4, dtype=np.int32))
print(repr(i))
print(i.copy_to_host().dtype)

# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: array([[0., 1., 2.],
# expect:        [3., 4., 5.]])
# expect: [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: float64 (2, 3) ndarray
# expect: False
# expect: array([0, 1, 2, 3], dtype=int32)
# expect: int32
