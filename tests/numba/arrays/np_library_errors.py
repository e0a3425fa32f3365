# NumPy functions given what Numba has no implementation for are
# TypingErrors: np.unique and np.diff of a scalar, np.nonzero of an int.
import numpy as np
import numba
from numba import njit


@njit
def uq(x):
    return np.unique(x)


@njit
def df(x):
    return np.diff(x)


@njit
def nz(x):
    return np.nonzero(x)


@njit
def ct(x):
    return np.concatenate(x)


for f, arg in [(uq, 3), (df, 2.5), (nz, 3), (ct, np.arange(3))]:
    try:
        f(arg)
    except numba.core.errors.TypingError as e:
        lines = str(e).splitlines()
        print(lines[0])
        print(lines[3].strip())

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: >>> unique(int64)
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: >>> diff(float64)
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: >>> nonzero(int64)
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: >>> concatenate(array(int64, 1d, C))
