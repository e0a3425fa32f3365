# A global array is frozen as a constant at compile time: later changes to the
# array in Python are not seen by the compiled function.
import numpy as np
from numba import njit

TABLE = np.array([1, 2, 3])


@njit
def lookup(i):
    return TABLE[i]


print(lookup(1))
TABLE[1] = 50
print(lookup(1), TABLE[1])

# expect: 2
# expect: 2 50
