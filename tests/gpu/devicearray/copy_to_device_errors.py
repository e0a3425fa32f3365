"""copy_to_device refuses another dtype (TypeError) or shape (ValueError),
and a non-contiguous device view cannot take a copy in one transfer."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(6.0))
tries = [np.arange(6), np.arange(5.0), cuda.to_device(np.arange(4.0))]
for src in tries:
    try:
        d.copy_to_device(src)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
m = cuda.to_device(np.arange(6.0).reshape(2, 3))
try:
    m[:, 1].copy_to_device(np.zeros(2))
except ValueError as e:
    print(e)
print(d.copy_to_host())

# expect: TypeError incompatible dtype: float64 vs. int64
# expect: ValueError incompatible shape: (6,) vs. (5,)
# expect: ValueError incompatible shape: (6,) vs. (4,)
# expect: Array contains non-contiguous buffer and cannot be transferred as a single memory region. Please ensure contiguous buffer with numpy .ascontiguousarray()
# expect: [0. 1. 2. 3. 4. 5.]
