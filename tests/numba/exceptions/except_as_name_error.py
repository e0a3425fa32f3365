# `except Exception as e:` inside compiled code: Numba 0.56 cannot store the
# exception object and raises UnsupportedError while analysing the bytecode.
import numba
from numba import njit


@njit
def f(x):
    try:
        if x:
            raise ValueError("m")
    except Exception as e:
        return 1
    return 0


try:
    f(1)
except numba.core.errors.UnsupportedError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])

# expect: Failed in nopython mode pipeline (step: analyzing bytecode)
# expect: Exception object cannot be stored into variable (e).
