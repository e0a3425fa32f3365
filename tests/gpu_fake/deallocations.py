"""Device memory the collector frees is queued (Numba's deferred
deallocation) and freed by deallocations.clear(), never inside defer_cleanup."""
# oracle: skip runs against tpy's stand-in CUDA driver (tests/gpu_fake/fake_libcuda.cpp)
import gc
from numba import cuda

ctx = cuda.current_context()
ctx.deallocations.clear()
with cuda.defer_cleanup():
    for i in range(25):
        cuda.device_array(1000)
    gc.collect()
    print(len(ctx.deallocations) >= 20)
    ctx.memory_manager.deallocations.clear()
    print(len(ctx.deallocations) >= 20)
ctx.memory_manager.deallocations.clear()
print(len(ctx.deallocations))

# expect: True
# expect: True
# expect: 0
