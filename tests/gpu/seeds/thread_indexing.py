"""Seed 004's thread hierarchy: the absolute position from threadIdx, blockIdx and blockDim
equals cuda.grid(1), and cuda.gridsize(1) is blockDim * gridDim."""
from numba import cuda
import numpy as np
import math

@cuda.jit
def increment_by_one(an_array):
    tx = cuda.threadIdx.x
    ty = cuda.blockIdx.x
    bw = cuda.blockDim.x
    pos = tx + ty * bw
    if pos < an_array.size:
        an_array[pos] += 1

@cuda.jit
def positions(out, sizes):
    pos = cuda.grid(1)
    if pos < out.size:
        out[pos] = pos
    if pos == 0:
        sizes[0] = cuda.gridsize(1)
        sizes[1] = cuda.blockDim.x * cuda.gridDim.x

my_array = np.arange(10)
threadsperblock = 32
blockspergrid = math.ceil(my_array.size / threadsperblock)
increment_by_one[blockspergrid, threadsperblock](my_array)
print(my_array)

out = np.zeros(12, dtype=np.int64)
sizes = np.zeros(2, dtype=np.int64)
positions[3, 5](out, sizes)
print(out)
print(sizes)

# expect: [ 1  2  3  4  5  6  7  8  9 10]
# expect: [ 0  1  2  3  4  5  6  7  8  9 10 11]
# expect: [15 15]
