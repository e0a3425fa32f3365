"""On a GPU (here the stand-in driver): is_available, detect, the device's
name, compute capability and attributes come from the driver."""
# oracle: skip runs against tpy's stand-in CUDA driver (tests/gpu_fake/fake_libcuda.cpp)
from numba import cuda

print(cuda.is_available())
print(cuda.detect())
dev = cuda.get_current_device()
print(dev.name, dev.name.decode(), dev.compute_capability, dev.id)
print(dev.MULTIPROCESSOR_COUNT, dev.MAX_THREADS_PER_BLOCK, dev.WARP_SIZE, dev.MAX_SHARED_MEMORY_PER_BLOCK)
print(len(cuda.gpus), cuda.current_context().get_memory_info().total)

# expect: True
# expect: Found 1 CUDA devices
# expect: id 0            tpy fake GPU                              [SUPPORTED]
# expect:                       Compute Capability: 9.0
# expect:                                     UUID: GPU-00010203-0405-0607-0809-0a0b0c0d0e0f
# expect: Summary:
# expect: 	1/1 devices are supported
# expect: True
# expect: tpy fake GPU tpy fake GPU (9, 0) 0
# expect: 4 1024 32 49152
# expect: 1 1073741824
