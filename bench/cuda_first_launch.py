"""One kernel's first launch (typing, CUDA C, NVRTC or the disk cache, module
load, launch): prints its milliseconds. Run by bench/cuda_compile.py."""
import time

import numpy as np
from numba import cuda


@cuda.jit
def axpy(a, x, y, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = a * x[i] + y[i]


x = cuda.to_device(np.ones(1024, dtype=np.float32))
y = cuda.to_device(np.ones(1024, dtype=np.float32))
out = cuda.device_array(1024, dtype=np.float32)
t0 = time.perf_counter()
axpy[8, 128](np.float32(2.0), x, y, out)
cuda.synchronize()
print("%.1f" % ((time.perf_counter() - t0) * 1e3))
