"""Seed 004's memory management: to_device, device_array, a kernel on device arrays,
copy_to_host, and defer_cleanup."""
from numba import cuda
import numpy as np

ary = np.arange(10)
d_ary = cuda.to_device(ary)

@cuda.jit
def times_two(src, dst):
    i = cuda.grid(1)
    if i < src.size:
        dst[i] = src[i] * 2

d_out = cuda.device_array(shape=(10,), dtype=np.int64)
times_two[2, 8](d_ary, d_out)
out_host = d_out.copy_to_host()
print(out_host)
print(d_ary.shape, d_ary.dtype)

with cuda.defer_cleanup():
    d_tmp = cuda.device_array_like(ary)
    times_two[1, 16](d_out, d_tmp)
    print(d_tmp.copy_to_host())
    del d_tmp
print(ary)

# expect: [ 0  2  4  6  8 10 12 14 16 18]
# expect: (10,) int64
# expect: [ 0  4  8 12 16 20 24 28 32 36]
# expect: [0 1 2 3 4 5 6 7 8 9]
