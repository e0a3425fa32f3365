# @njit refuses a str array argument with a TypingError naming its type
# oracle: skip Numba 0.56 compiles unicode arrays; tpy's @njit has none yet
import numba
import numpy as np
from numba import njit


@njit
def first(a):
    return a[0]


try:
    first(np.array(['a', 'bc']))
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[-1])
print(first.py_func(np.array(['a', 'bc'])))

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: - argument 0: Cannot determine Numba type of <class 'numpy.ndarray'>: tpy compiles no arrays of str
# expect: a
