# prange with a step other than 1 is refused when compiling with
# parallel=True: UnsupportedRewriteError, for a positive and a negative step.
import numba
from numba import njit, prange


@njit(parallel=True)
def every_third(n):
    s = 0
    for i in prange(0, n, 3):
        s += i
    return s


@njit(parallel=True)
def backwards(n):
    s = 0
    for i in prange(n, 0, -1):
        s += i
    return s


for f in (every_third, backwards):
    try:
        print(f.__name__, f(20))
    except numba.core.errors.NumbaError as e:
        lines = str(e).splitlines()
        print(type(e).__name__)
        print(lines[0])
        print(lines[1])

# expect: UnsupportedRewriteError
# expect: Failed in nopython mode pipeline (step: convert to parfors)
# expect: Only constant step size of 1 is supported for prange
# expect: UnsupportedRewriteError
# expect: Failed in nopython mode pipeline (step: convert to parfors)
# expect: Only constant step size of 1 is supported for prange
