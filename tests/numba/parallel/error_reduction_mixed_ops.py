# A reduction variable updated with two different operators in one prange
# body (`s += ...` then `s *= 2`) is refused: a ValueError when compiling.
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def mixed(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
        s *= 2
    return s


try:
    print(mixed(np.arange(5.0)))
except ValueError as e:
    lines = str(e).splitlines()
    print(type(e).__name__)
    print(lines[0])
    print(lines[1])

# expect: ValueError
# expect: Failed in nopython mode pipeline (step: convert to parfors)
# expect: Use of reduction variable 's' other than in a supported reduction function is not permitted.
