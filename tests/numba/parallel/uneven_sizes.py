# Loop sizes that do not split evenly between threads (1, 2, 3, 5, 7, 1001,
# 99999): every iteration runs exactly once.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def mark(n):
    hits = np.zeros(n, dtype=np.int64)
    count = 0
    s = 0
    for i in prange(n):
        hits[i] += 1
        count += 1
        s += i
    return hits, count, s


for n in (1, 2, 3, 5, 7, 1001, 99999):
    hits, count, s = mark(n)
    print(n, count, s, hits.min(), hits.max())

# expect: 1 1 0 1 1
# expect: 2 2 1 1 1
# expect: 3 3 3 1 1
# expect: 5 5 10 1 1
# expect: 7 7 21 1 1
# expect: 1001 1001 500500 1 1
# expect: 99999 99999 4999850001 1 1
