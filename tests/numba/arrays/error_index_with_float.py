# Indexing an array with a float is a TypingError.
import numpy as np
import numba
from numba import njit


@njit
def f(a, x):
    return a[x]


try:
    f(np.zeros(2), 1.0)
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
    print(lines[3].strip())

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function getitem>) found for signature:
# expect: >>> getitem(array(float64, 1d, C), float64)
