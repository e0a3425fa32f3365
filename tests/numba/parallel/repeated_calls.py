# A parallel function called many times in a row (and with sizes from 0 up)
# gives the same results each time.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def total(a):
    s = 0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


a = np.arange(10000, dtype=np.int64)
results = set()
for _ in range(200):
    results.add(total(a))
print(results)
print([total(a[:k]) for k in range(8)])

# expect: {49995000}
# expect: [0, 0, 1, 3, 6, 10, 15, 21]
