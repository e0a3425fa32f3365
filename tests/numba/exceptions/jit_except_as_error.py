# With @jit (object-mode fallback allowed) `except Exception as e:` still
# fails: Numba's object mode analyses the same bytecode and refuses it.
import numba
from numba import jit


@jit
def f(x):
    try:
        if x < 0:
            raise ValueError("x")
        r = 1
    except Exception as e:
        r = 2
    return r


try:
    f(-1)
except numba.core.errors.UnsupportedError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])

# expect: Failed in object mode pipeline (step: analyzing bytecode)
# expect: Exception object cannot be stored into variable (e).
