# float32 combined with float64 widens to float64; float32 with an int64
# argument widens to float64 too.
import numpy as np
from numba import njit


@njit
def mul(a, b):
    return a * b


print(mul(np.float32(0.1), 3.0), mul(np.float32(0.1), 3))
print(mul.nopython_signatures)

# expect: 0.30000000447034836 0.30000000447034836
# expect: [(float32, float64) -> float64, (float32, int64) -> float64]
