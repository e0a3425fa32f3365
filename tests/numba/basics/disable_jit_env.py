# NUMBA_DISABLE_JIT=1 (set before numba is imported) makes @njit return the
# Python function itself, so ints do not wrap.
import os
os.environ["NUMBA_DISABLE_JIT"] = "1"
from numba import njit


def cube(x):
    return x * x * x


f = njit(cube)
print(f is cube, f(3000000))

# expect: True 27000000000000000000
