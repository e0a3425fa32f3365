"""copy_to_host(ary) into an array of another dtype is a TypeError, of
another shape or layout a ValueError, each naming both arrays' values."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(6.0).reshape(2, 3))
for host in [np.zeros((2, 3), dtype=np.float32), np.zeros((3, 2)), np.zeros(6),
             np.zeros((3, 2)).T]:
    try:
        d.copy_to_host(host)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# expect: TypeError incompatible dtype: float64 vs. float32
# expect: ValueError incompatible shape: (2, 3) vs. (3, 2)
# expect: ValueError incompatible shape: (2, 3) vs. (6,)
# expect: ValueError incompatible strides: (24, 8) vs. (8, 16)
