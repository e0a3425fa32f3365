# Storing a string into a float array is a TypingError (first two lines).
import numpy as np
import numba
from numba import njit


@njit
def f(a):
    a[0] = "x"


try:
    f(np.zeros(2))
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
    print(lines[3].strip())

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function setitem>) found for signature:
# expect: >>> setitem(array(float64, 1d, C), Literal[int](0), Literal[str](x))
