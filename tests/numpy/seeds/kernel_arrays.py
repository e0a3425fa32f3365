# The array handling around the seed tutorials' CUDA kernels.
import math
import numpy as np
my_array = np.array([3, 5, 9, 13, 7, 2, 4, 1])
threadsperblock = 4
blockspergrid = math.ceil(my_array.size / threadsperblock)
for pos in range(my_array.size):
    my_array[pos] += 1
print(threadsperblock)
print(blockspergrid)
print(my_array)
ary = np.arange(10)
print(ary, ary.shape, ary.dtype)

# expect: 4
# expect: 2
# expect: [ 4  6 10 14  8  3  5  2]
# expect: [0 1 2 3 4 5 6 7 8 9] (10,) int64
