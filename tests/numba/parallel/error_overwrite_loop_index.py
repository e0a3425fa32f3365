# Assigning to the prange index in the body is refused with parallel=True:
# UnsupportedRewriteError "Overwrite of parallel loop index".
import numba
from numba import njit, prange


@njit(parallel=True)
def doubled(n):
    s = 0
    for i in prange(n):
        i = i * 2
        s += i
    return s


try:
    print(doubled(10))
except numba.core.errors.NumbaError as e:
    lines = str(e).splitlines()
    print(type(e).__name__)
    print(lines[0])
    print(lines[1])

# expect: UnsupportedRewriteError
# expect: Failed in nopython mode pipeline (step: convert to parfors)
# expect: Overwrite of parallel loop index
