# np.concatenate's errors: arrays of different ndim or a non-tuple are
# TypingErrors; shapes that do not match and an axis out of bounds raise
# when the code runs, with Numba's messages.
import numpy as np
import numba
from numba import njit


@njit
def cat(a, b):
    return np.concatenate((a, b))


@njit
def cat_axis(a, b, ax):
    return np.concatenate((a, b), axis=ax)


m = np.arange(6).reshape((2, 3))
for args in [(m, np.arange(4).reshape((2, 2)))]:
    try:
        cat(*args)
    except ValueError as e:
        print("ValueError:", e)
try:
    cat_axis(m, np.arange(3).reshape((1, 3)), 1)
except ValueError as e:
    print("ValueError:", e)
try:
    cat_axis(m, m, 2)
except IndexError as e:
    print("IndexError:", e)
try:
    cat(np.arange(3), m)
except numba.core.errors.TypingError as e:
    print(str(e).splitlines()[3].strip())

# expect: ValueError: np.concatenate(): input sizes over dimension 1 do not match
# expect: ValueError: np.concatenate(): input sizes over dimension 0 do not match
# expect: IndexError: np.concatenate(): axis out of bounds
# expect: >>> concatenate(Tuple(array(int64, 1d, C), array(int64, 2d, C)))
