# np.zeros(n) with an int n works; with a float n it is a TypingError (no
# implementation of zeros for float64).
import numpy as np
import numba
from numba import njit


@njit
def make(n):
    return np.zeros(n)


print(make(2))
try:
    make(2.5)
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
    print(lines[3].strip())

# expect: [0. 0.]
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function zeros>) found for signature:
# expect: >>> zeros(float64)
