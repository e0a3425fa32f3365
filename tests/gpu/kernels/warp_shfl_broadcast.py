"""shfl_sync broadcasts lane 3's value; shfl_up_sync and shfl_xor_sync move values between lanes."""
# oracle: skip Numba 0.56's simulator has no shfl_*_sync (expectations worked by hand from a = 1.5 * lane)
from numba import cuda
import numpy as np


@cuda.jit
def shuffles(a, out):
    t = cuda.threadIdx.x
    v = a[t]
    out[0, t] = cuda.shfl_sync(0xffffffff, v, 3)
    out[1, t] = cuda.shfl_up_sync(0xffffffff, v, 1)
    out[2, t] = cuda.shfl_xor_sync(0xffffffff, v, 1)


a = np.arange(32, dtype=np.float32) * 1.5
out = np.zeros((3, 32), dtype=np.float32)
shuffles[1, 32](a, out)
print(out[0, :6])
print(out[1, :6])
print(out[2, :6])

# expect: [4.5 4.5 4.5 4.5 4.5 4.5]
# expect: [0.  0.  1.5 3.  4.5 6. ]
# expect: [1.5 0.  4.5 3.  7.5 6. ]
