"""Iterating a device array walks its first axis: elements of a 1-d array,
device-array rows of a 2-d one."""
from numba import cuda
import numpy as np

d = cuda.to_device(np.arange(4.0))
print([x for x in d])
m = cuda.to_device(np.arange(6).reshape(2, 3))
for row in m:
    print(row, row.shape)
print(sum(cuda.to_device(np.array([1, 2, 3]))))

# expect: [0.0, 1.0, 2.0, 3.0]
# expect: [0 1 2] (3,)
# expect: [3 4 5] (3,)
# expect: 6
