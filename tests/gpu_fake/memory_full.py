"""When the device is full, an allocation first gets back what tpy keeps
for reuse (pooled blocks, and slabs whose small arrays are all freed);
what still does not fit is a CudaAPIError. The stand-in device has 1 GiB."""
# oracle: skip runs against tpy's stand-in CUDA driver (tests/gpu_fake/fake_libcuda.cpp)
import gc
import numpy as np
from numba import cuda

ctx = cuda.current_context()
small = [cuda.device_array(60 * 1024, dtype=np.uint8) for _ in range(1000)]   # 60 MB in slabs
mid = [cuda.device_array(512 * 1024, dtype=np.uint8) for _ in range(20)]       # 10 MB pooled on free
del small, mid
gc.collect()
ctx.deallocations.clear()
big = cuda.device_array((1 << 30) - (16 << 20), dtype=np.uint8)
print(big.nbytes >> 20)
try:
    cuda.device_array(64 << 20, dtype=np.uint8)
except cuda.CudaAPIError:
    print("CudaAPIError")
del big
gc.collect()
ctx.deallocations.clear()
print(cuda.device_array(64 << 20, dtype=np.uint8).nbytes >> 20)

# expect: 1008
# expect: CudaAPIError
# expect: 64
