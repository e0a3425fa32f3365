"""A configured kernel is its own object: k[2, 4] and k[1, 3] keep their configurations."""
# oracle: skip Numba 0.56's simulator shares one configuration among a kernel's configured copies (its GPU target does not)
from numba import cuda
import numpy as np


@cuda.jit
def count(out):
    cuda.atomic.add(out, 0, 1)


out = np.zeros(1, dtype=np.int64)
k1 = count[2, 4]
k2 = count[1, 3]
k1(out)
print(out[0])
k2(out)
print(out[0])
k1(out)
print(out[0])
cfg = (3, 5)
count[cfg](out)
print(out[0])

# expect: 8
# expect: 11
# expect: 19
# expect: 34
