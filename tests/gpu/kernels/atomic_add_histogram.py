"""cuda.atomic.add from every thread into a few bins (a histogram)."""
from numba import cuda
import numpy as np


@cuda.jit
def histogram(x, bins):
    i = cuda.grid(1)
    if i < x.size:
        cuda.atomic.add(bins, x[i] % 4, 1)


x = np.arange(1000, dtype=np.int64)
bins = np.zeros(4, dtype=np.int32)
histogram[8, 128](x, bins)
print(bins)

# expect: [250 250 250 250]
