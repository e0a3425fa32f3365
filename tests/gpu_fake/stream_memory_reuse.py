"""Freed device memory is reused safely when work went to other streams:
a block whose copy still waits on one stream is not handed to work on
another before that copy has run (the flush of the deallocation queue
synchronizes the context once streams were used)."""
# oracle: skip runs against tpy's stand-in CUDA driver (tests/gpu_fake/fake_libcuda.cpp)
import gc
import numpy as np
from numba import cuda

ctx = cuda.current_context()
s1, s2 = cuda.stream(), cuda.stream()
for n in (1000, 100000):           # a slab's block, and a pooled cuMemAlloc block
    def stale_copy():
        a = cuda.device_array(n)
        a.copy_to_device(np.full(n, 1.0), stream=s1)   # queued on s1
    stale_copy()
    gc.collect()
    ctx.deallocations.clear()      # a's block goes back to the pool
    b = cuda.device_array(n)       # and is reused here
    b.copy_to_device(np.full(n, 2.0), stream=s2)
    s2.synchronize()
    s1.synchronize()               # s1's copy into a must not land in b
    print(n, b.copy_to_host()[:3], (b.copy_to_host() == 2.0).all())

# expect: 1000 [2. 2. 2.] True
# expect: 100000 [2. 2. 2.] True
