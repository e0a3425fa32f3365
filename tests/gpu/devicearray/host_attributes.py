"""In the simulator a device array answers the attributes of its host array
that it has none of its own for (sum, max, itemsize, tolist...)."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(6.0))
print(d.sum(), d.max(), d.min(), d.itemsize)
print(d.tolist())
print(d.astype(np.int32))

# expect: 15.0 5.0 0.0 8
# expect: [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]
# expect: [0 1 2 3 4 5]
