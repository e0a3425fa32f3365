"""A CUDA ufunc's reduce combines halves left op right, as Numba's does, so
an associative but order-sensitive function (keep the right operand) gives
the last element, and a non-associative one (10a + b) combines as those
halves do; the device array reduced is left as it was."""
# oracle: skip Numba 0.56's simulator cannot build CUDA ufuncs (AttributeError in FakeOverload); expected: Numba's pairwise halving
import numpy as np
from numba import cuda, vectorize


@vectorize(['float64(float64, float64)'], target='cuda')
def last(a, b):
    return b


@vectorize(['float64(float64, float64)'], target='cuda')
def shift(a, b):
    return a * 10 + b


print([float(last.reduce(np.arange(1.0, n + 1))) for n in range(2, 10)])
print(shift.reduce(np.array([0.0, 1.0, 2.0])), shift.reduce(np.array([1.0, 2.0, 3.0, 4.0])))
d = cuda.to_device(np.arange(5.0))
print(last.reduce(d), d.copy_to_host())

# expect: [2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]
# expect: 12.0 154.0
# expect: 4.0 [0. 1. 2. 3. 4.]
