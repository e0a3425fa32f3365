"""A CUDA ufunc's and a reduction's first call (typing, CUDA C, NVRTC or the
disk cache, module load, launch): prints the milliseconds of each, as
"ufunc MS" (of which "ufunc-decorate MS" is the decorator's) and
"reduce MS"; "import MS" is the imports of numpy and numba.cuda before
them. Run by bench/cuda_compile.py."""
import time

t_import = time.perf_counter()
import numpy as np
from numba import cuda, vectorize
t_import = time.perf_counter() - t_import

x = cuda.to_device(np.ones(1024, dtype=np.float32))
t0 = time.perf_counter()


@vectorize(['float32(float32, float32)'], target='cuda')
def add(a, b):
    return a + b


td = time.perf_counter()
add(x, x)
cuda.synchronize()
t1 = time.perf_counter()


@cuda.reduce
def total(a, b):
    return a + b


total(x)
t2 = time.perf_counter()
print("import %.1f" % (t_import * 1e3))
print("ufunc %.1f" % ((t1 - t0) * 1e3))
print("ufunc-decorate %.1f" % ((td - t0) * 1e3))
print("reduce %.1f" % ((t2 - t1) * 1e3))
