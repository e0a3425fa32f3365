"""A shuffle among half a warp (mask 0xffff) while the other half goes on to a
block barrier: the half-warp's exchange completes, then the barrier; uint32
values above 2**31 shuffle unchanged. Lane 15 reads lane 16, outside the
mask: undefined in CUDA (a GPU gave 0, the simulator gives lane 15's own
value), so it is not printed."""
# oracle: skip Numba 0.56's simulator has no shfl_*_sync (expectations worked by hand)
from numba import cuda, uint32
import numpy as np


@cuda.jit
def half(a, out, big):
    t = cuda.threadIdx.x
    v = a[t]
    if t < 16:
        v = cuda.shfl_down_sync(0xffff, v, 1)
    cuda.syncthreads()
    out[t] = v
    b = big[t]
    big[t] = cuda.shfl_xor_sync(0xffffffff, b, 1)


a = np.arange(32, dtype=np.int64) * 10
out = np.zeros(32, dtype=np.int64)
big = (np.arange(32, dtype=np.uint32) + np.uint32(3000000000))
half[1, 32](a, out, big)
print(out[:4], out[14], out[16:18])
print(big[:3])

# expect: [10 20 30 40] 150 [160 170]
# expect: [3000000001 3000000000 3000000003]
