"""Seed 004: @cuda.reduce with a + b, over host and device arrays."""
import numpy as np
from numba import cuda


@cuda.reduce
def sum_reduce(a, b):
    return a + b


A = np.arange(1, 1001)
expect = A.sum()
got = sum_reduce(A)
print(expect == got, got)
print(sum_reduce(cuda.to_device(A)))
print(sum_reduce(np.arange(12)[::3]))

# expect: True 500500
# expect: 500500
# expect: 18
