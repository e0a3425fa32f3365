"""The simulator device's CUDA attributes, by Numba's names: the launch
limits tpy's simulator enforces."""
# gpu: sim-only prints the simulator device's compute capability
# oracle: skip Numba 0.56's simulator has no device attributes; expected: the limits of tpy's simulator, in Numba's names
from numba import cuda

dev = cuda.get_current_device()
print(dev.MAX_THREADS_PER_BLOCK, dev.WARP_SIZE, dev.MAX_SHARED_MEMORY_PER_BLOCK)
print(dev.MAX_BLOCK_DIM_X, dev.MAX_BLOCK_DIM_Y, dev.MAX_BLOCK_DIM_Z)
print(dev.MAX_GRID_DIM_X, dev.MAX_GRID_DIM_Y, dev.MAX_GRID_DIM_Z)
print(dev.MULTIPROCESSOR_COUNT >= 1, dev.COMPUTE_CAPABILITY_MAJOR, dev.COMPUTE_CAPABILITY_MINOR)
print(cuda.gpus[0].WARP_SIZE)

# expect: 1024 32 49152
# expect: 1024 1024 64
# expect: 2147483647 65535 65535
# expect: True 5 3
# expect: 32
