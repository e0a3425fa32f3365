"""cuda.local.array: scratch memory private to each thread."""
from numba import cuda, int32
import numpy as np


@cuda.jit
def digits(n, out):
    i = cuda.grid(1)
    if i < n.size:
        buf = cuda.local.array(8, int32)
        x = n[i]
        k = 0
        while x > 0:
            buf[k] = x % 10
            x //= 10
            k += 1
        s = 0
        for j in range(k):
            s = s * 10 + buf[j]
        out[i] = s


n = np.array([123, 4005, 7, 98765], dtype=np.int32)
out = np.zeros_like(n)
digits[1, 8](n, out)
print(out)

# expect: [  321  5004     7 56789]
