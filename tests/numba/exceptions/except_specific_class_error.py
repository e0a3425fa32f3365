# `except ValueError:` (a specific class) inside compiled code: Numba 0.56 does
# not support it and fails with a TypingError about exception_match.
import numba
from numba import njit


@njit
def f(x):
    try:
        if x < 0:
            raise ValueError("x")
        r = 1
    except ValueError:
        r = 2
    return r


try:
    f(-1)
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<intrinsic exception_match>) found for signature:
