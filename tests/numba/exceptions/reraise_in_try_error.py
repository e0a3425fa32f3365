# A bare `raise` in an except handler is refused by Numba 0.56 while it
# analyses the bytecode (UnsupportedError).
import numba
from numba import njit


@njit
def f(x):
    try:
        if x < 0:
            raise ValueError("a")
    except Exception:
        raise
    return 1


try:
    f(1)
except numba.core.errors.UnsupportedError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])

# expect: Failed in nopython mode pipeline (step: analyzing bytecode)
# expect: The re-raising of an exception is not yet supported.
