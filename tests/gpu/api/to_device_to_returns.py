"""cuda.to_device(ary, to=d) returns d, the array it copied into; with
copy=False it copies nothing."""
# oracle: skip Numba 0.56's simulator returns None here; expected: Numba's to_device, which returns `to`
from numba import cuda
import numpy as np

d = cuda.device_array(3)
r = cuda.to_device(np.ones(3), to=d)
print(r is d, d)
print(cuda.to_device(np.zeros(3), to=d, copy=False) is d, d)

# expect: True [1. 1. 1.]
# expect: True [1. 1. 1.]
