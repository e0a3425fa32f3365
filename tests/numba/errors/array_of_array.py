# np.array(an array) is not supported by Numba 0.56's np.array: a TypingError.
import numpy as np
import numba
from numba import njit
from _report import report


@njit
def copied(a):
    return np.array(a)


try:
    copied(np.arange(3))
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function array>) found for signature:
# expect: >>> array(array(int64, 1d, C))
# expect: File "array_of_array.py", line 10:
# expect: def copied(a):
# expect:     return np.array(a)
# expect:     ^
