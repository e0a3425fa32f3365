# Two serial loops inside a prange: a matrix product, one output row per
# iteration (integers, so exact).
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def matmul(a, b):
    n, k = a.shape
    m = b.shape[1]
    c = np.zeros((n, m), dtype=np.int64)
    for i in prange(n):
        for j in range(m):
            acc = 0
            for t in range(k):
                acc += a[i, t] * b[t, j]
            c[i, j] = acc
    return c


a = np.arange(12, dtype=np.int64).reshape(4, 3)
b = np.arange(6, dtype=np.int64).reshape(3, 2) - 2
c = matmul(a, b)
print(c)
print((c == a @ b).all())

# expect: [[ 4  7]
# expect:  [ 4 16]
# expect:  [ 4 25]
# expect:  [ 4 34]]
# expect: True
