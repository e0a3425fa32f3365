# Two indices on a 1-D array is a TypingError.
import numpy as np
import numba
from numba import njit


@njit
def f(a):
    return a[0, 0]


try:
    f(np.zeros(3))
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
    print(lines[3].strip())

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function getitem>) found for signature:
# expect: >>> getitem(array(float64, 1d, C), UniTuple(Literal[int](0) x 2))
