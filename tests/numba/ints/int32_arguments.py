# NumPy int32/int8 scalars are typed int32/int8, but Numba does integer
# arithmetic at least at intp width: int32 + int32 is int64 and does not wrap.
import numpy as np
from numba import njit


@njit
def add(a, b):
    return a + b


print(add(np.int32(2000000000), np.int32(2000000000)))
print(add(np.int8(100), np.int8(100)))
print(add.nopython_signatures)

# expect: 4000000000
# expect: 200
# expect: [(int32, int32) -> int64, (int8, int8) -> int64]
