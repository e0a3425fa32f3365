# np.searchsorted's TypingErrors: side must be the constant 'left' or
# 'right', and a must be an array.
import numpy as np
import numba
from numba import njit


@njit
def middle(a, v):
    return np.searchsorted(a, v, side='middle')


@njit
def side_var(a, v, s):
    return np.searchsorted(a, v, side=s)


@njit
def not_array(x, v):
    return np.searchsorted(x, v)


s = np.array([1, 2, 3])
for f, args in [(middle, (s, 2)), (side_var, (s, 2, 'left')), (not_array, (3, 2))]:
    try:
        f(*args)
    except numba.core.errors.TypingError as e:
        print(str(e).splitlines()[3].strip())

# expect: >>> searchsorted(array(int64, 1d, C), int64, side=Literal[str](middle))
# expect: >>> searchsorted(array(int64, 1d, C), int64, side=unicode_type)
# expect: >>> searchsorted(int64, int64)
