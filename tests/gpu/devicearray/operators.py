"""Arithmetic and comparisons on a device array act element-wise and give
device arrays (as in Numba's simulator); the other operand may be a
number, a host array or a device array."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(6.0))
e = cuda.to_device(np.full(6, 2.0))
for r in [d + 1, d - e, d * e, d / 2, d // 4, d % 4, d ** 2, d + np.ones(6)]:
    print(r, hasattr(r, 'copy_to_host'))
for r in [d == 2, d != 2, d < 2, d <= 2, d > e, d >= e]:
    print(r)
try:
    -d
except TypeError as e:
    print("TypeError")

# expect: [1. 2. 3. 4. 5. 6.] True
# expect: [-2. -1.  0.  1.  2.  3.] True
# expect: [ 0.  2.  4.  6.  8. 10.] True
# expect: [0.  0.5 1.  1.5 2.  2.5] True
# expect: [0. 0. 0. 0. 1. 1.] True
# expect: [0. 1. 2. 3. 0. 1.] True
# expect: [ 0.  1.  4.  9. 16. 25.] True
# expect: [1. 2. 3. 4. 5. 6.] True
# expect: [False False  True False False False]
# expect: [ True  True False  True  True  True]
# expect: [ True  True False False False False]
# expect: [ True  True  True False False False]
# expect: [False False False  True  True  True]
# expect: [False False  True  True  True  True]
# expect: TypeError
