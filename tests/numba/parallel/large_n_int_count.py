# A million iterations with int reductions (exact in any order) and a
# per-element write.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def work(n, out):
    total = 0
    multiples = 0
    for i in prange(n):
        out[i] = i % 7
        total += i
        if i % 3 == 0:
            multiples += 1
    return total, multiples


n = 10**6
out = np.empty(n, dtype=np.int64)
print(work(n, out))
print(out[:10], int(out.sum()))

# expect: (499999500000, 333334)
# expect: [0 1 2 3 4 5 6 0 1 2] 2999997
