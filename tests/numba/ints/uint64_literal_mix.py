# uint64 minus an int literal is typed int64 in Numba 0.56, so 0 - 1 is -1
# (NumPy would give uint64 2**64 - 1).
import numpy as np
from numba import njit


@njit
def dec(x):
    return x - 1


r = dec(np.uint64(0))
print(r, type(r).__name__, dec.nopython_signatures)

# expect: -1 int [(uint64,) -> int64]
