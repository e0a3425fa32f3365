"""cuda.pinned_array and pinned_array_like allocate host NumPy arrays (in
page-locked memory on a GPU); cuda.pinned(ary) is a context manager that
pins arrays for the duration of a block."""
from numba import cuda
import numpy as np

p = cuda.pinned_array((2, 3), dtype=np.int32)
print(type(p).__name__, p.shape, p.dtype, p.strides)
q = cuda.pinned_array(4)
print(q.shape, q.dtype)
print(cuda.pinned_array((2, 3), order='F').strides)
print(cuda.pinned_array_like(np.zeros((3, 2)).T).strides)
a = np.arange(3.0)
with cuda.pinned(a) as x:
    print(x)
    d = cuda.to_device(a)
print(d)

# expect: ndarray (2, 3) int32 (12, 4)
# expect: (4,) float64
# expect: (8, 16)
# expect: (8, 16)
# expect: None
# expect: [0. 1. 2.]
