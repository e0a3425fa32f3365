"""Device memory is reused after frees (small blocks carved from slabs,
larger ones pooled by size): arrays alive at the same time never share
memory, and a freed block's next owner sees its own contents."""
# oracle: skip runs against tpy's stand-in CUDA driver (tests/gpu_fake/fake_libcuda.cpp)
import gc
import numpy as np
from numba import cuda

ctx = cuda.current_context()
sizes = [1, 7, 32, 100, 1000, 20000, 70000, 300000]   # bytes span 8 B to 2.4 MB
live = {}
for round_ in range(3):
    for i in range(60):
        n = sizes[i % len(sizes)]
        live[(round_, i)] = (cuda.to_device(np.full(n, round_ * 1000 + i, dtype=np.float64)), round_ * 1000 + i)
    # drop every other array, then let the collector and the queue free them
    for key in list(live)[::2]:
        del live[key]
    gc.collect()
    ctx.deallocations.clear()
bad = [k for k, (d, v) in live.items() if not (d.copy_to_host() == v).all()]
print(len(live), bad)
small = [cuda.device_array(3, dtype=np.int8) for _ in range(2000)]   # more than one slab
for k, d in enumerate(small):
    d[0] = k % 100
print(all(d[0] == k % 100 for k, d in enumerate(small)))

# expect: 52 []
# expect: True
