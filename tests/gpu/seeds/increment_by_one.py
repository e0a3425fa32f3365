"""Seed 004: increment_by_one over cuda.grid(1), launched on a host array."""
from numba import cuda
import numpy as np
import math

@cuda.jit
def increment_by_one(an_array):
    pos = cuda.grid(1)
    if pos < an_array.size:
        an_array[pos] += 1

my_array = np.array([3, 5, 9, 13, 7, 2, 4, 1])

threadsperblock = 4
blockspergrid = math.ceil(my_array.size / threadsperblock)
increment_by_one[blockspergrid, threadsperblock](my_array)

print(threadsperblock)
print(blockspergrid)
print(my_array)

# expect: 4
# expect: 2
# expect: [ 4  6 10 14  8  3  5  2]
