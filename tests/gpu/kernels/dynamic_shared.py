"""cuda.shared.array(0, ...) is the dynamic shared memory sized by the launch's fourth item."""
from numba import cuda, float64
import numpy as np


@cuda.jit
def rotate(a, out):
    buf = cuda.shared.array(0, float64)
    t = cuda.threadIdx.x
    n = cuda.blockDim.x
    buf[t] = a[t]
    cuda.syncthreads()
    out[t] = buf[(t + 1) % n]


a = np.arange(8, dtype=np.float64)
out = np.zeros(8)
rotate[1, 8, 0, 8 * 8](a, out)
print(out)

# expect: [1. 2. 3. 4. 5. 6. 7. 0.]
