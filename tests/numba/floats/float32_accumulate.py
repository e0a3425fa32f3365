# A float32 accumulator in a loop keeps single precision when the increments
# are float32.
import numpy as np
from numba import njit


@njit
def acc(n):
    s = np.float32(0.0)
    step = np.float32(0.1)
    for i in range(n):
        s += step
    return s


print(acc(10), acc(1000))
print(acc.nopython_signatures)

# expect: 1.0000001192092896 99.9990463256836
# expect: [(int64,) -> float32]
