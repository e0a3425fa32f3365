"""kernel.forall(n) launches at least n threads."""
from numba import cuda
import numpy as np


@cuda.jit
def double(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= 2


a = np.arange(37)
double.forall(a.size)(a)
print(a)

# expect: [ 0  2  4  6  8 10 12 14 16 18 20 22 24 26 28 30 32 34 36 38 40 42 44 46
# expect:  48 50 52 54 56 58 60 62 64 66 68 70 72]
