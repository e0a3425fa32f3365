"""cuda.mapped(ary) maps host arrays for a block, giving device arrays that
share their memory (one, or a list for several); cuda.managed_array and
mapped_array_like allocate arrays both sides use."""
# oracle: skip Numba 0.56's simulator has neither mapped nor managed_array; expected: Numba's api.mapped / managed_array
from numba import cuda
import numpy as np

a = np.zeros(3)
b = np.ones(2)
with cuda.mapped(a) as da:
    da[1] = 5.0
    print(hasattr(da, 'copy_to_host'), da.shape)
print(a)
with cuda.mapped(a, b) as both:
    print(type(both).__name__, [x.shape for x in both])
m = cuda.managed_array((2, 2), dtype=np.int32)
m[:] = 3
print(m.shape, m.dtype, m.copy_to_host().sum())
print(cuda.mapped_array_like(np.zeros((3, 2)).T).strides)

# expect: True (3,)
# expect: [0. 5. 0.]
# expect: list [(3,), (2,)]
# expect: (2, 2) int32 12
# expect: (8, 16)
