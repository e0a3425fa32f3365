"""popc, brev, clz and ffs on 32- and 64-bit integers; fma and cbrt on floats."""
# oracle: skip Numba 0.56's simulator counts clz of 64-bit values in 32-bit strings (0 here; the GPU's __clzll gives 23)
from numba import cuda
import numpy as np


@cuda.jit
def bits(x32, x64, out, f):
    out[0] = cuda.popc(x32[0])
    out[1] = cuda.clz(x32[0])
    out[2] = cuda.ffs(x32[0])
    out[3] = cuda.brev(x32[1])
    out[4] = cuda.popc(x64[0])
    out[5] = cuda.clz(x64[0])
    out[6] = cuda.ffs(x64[0])
    f[0] = cuda.fma(2.0, 3.0, 0.5)
    f[1] = cuda.cbrt(27.0)


x32 = np.array([0b101100, 1], dtype=np.uint32)
x64 = np.array([1 << 40 | 0b1000], dtype=np.int64)
out = np.zeros(7, dtype=np.int64)
f = np.zeros(2)
bits[1, 1](x32, x64, out, f)
print(out)
print(f)

# expect: [         3         26          3 2147483648          2         23
# expect:           4]
# expect: [6.5 3. ]
