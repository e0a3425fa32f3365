# uint64 op int64 on scalars: Numba 0.56 types the result int64 (and it
# wraps). The issue text says float64; that is the rule for unified variables
# and for arrays (see uint64_int64_unify.py, uint64_int64_array.py).
import numpy as np
from numba import njit


@njit
def add(a, b):
    return a + b


@njit
def mul(a, b):
    return a * b


r = add(np.uint64(3), np.int64(4))
print(r, type(r).__name__)
print(add(np.uint64(2 ** 63), np.int64(4)))
print(mul(np.uint64(3), -4))
print(add.nopython_signatures, mul.nopython_signatures)

# expect: 7 int
# expect: -9223372036854775804
# expect: -12
# expect: [(uint64, int64) -> int64] [(uint64, int64) -> int64]
