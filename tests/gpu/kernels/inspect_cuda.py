"""kernel.inspect_cuda(): the CUDA C tpy prints for each specialisation, keyed by
its argument types; one function named after the kernel, with #line
directives naming this file and the GPU's thread indices."""
# oracle: skip inspect_cuda is tpy's (Numba 0.56 shows PTX through inspect_asm)
from numba import cuda
import numpy as np


@cuda.jit
def scale(a, s):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= s


a = np.arange(4.0)
scale[1, 4](a, 2.0)
scale[1, 4](np.arange(4, dtype=np.int32), 3)
sources = scale.inspect_cuda()
print(len(sources))
for sig, src in sources.items():
    print(sig)
    print('extern "C" __global__ void scale(' in src, "threadIdx.x" in src, "inspect_cuda.py" in src)
print(scale.inspect_cuda(list(sources)[0]) == list(sources.values())[0])

# expect: 2
# expect: (array(float64, 1d, C), float64)
# expect: True True True
# expect: (array(int32, 1d, C), int64)
# expect: True True True
# expect: True
