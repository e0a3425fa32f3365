"""atomic.compare_and_swap, atomic.cas and atomic.exch return the old value."""
# oracle: skip Numba 0.56's simulator has no atomic.cas (expectations worked by hand)
from numba import cuda
import numpy as np


@cuda.jit
def lock_free(flags, winners, olds):
    i = cuda.grid(1)
    if i < winners.size:
        if cuda.atomic.compare_and_swap(flags, 0, i + 1) == 0:
            winners[i] = 1
    if i == 0:
        olds[0] = cuda.atomic.exch(olds, 1, 42)
        olds[2] = cuda.atomic.cas(olds, 3, 7, 9)


flags = np.zeros(1, dtype=np.int32)
winners = np.zeros(10, dtype=np.int32)
olds = np.array([0, 5, 0, 7], dtype=np.int64)
lock_free[1, 10](flags, winners, olds)
print(winners.sum(), flags[0] >= 1)
print(olds)

# expect: 1 True
# expect: [ 5 42  7  9]
