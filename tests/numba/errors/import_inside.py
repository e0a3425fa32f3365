# An import statement inside a compiled function is an UnsupportedError raised
# while analysing the bytecode (not a TypingError).
import numba
from numba import njit
from _report import report


@njit
def f(x):
    import os
    return x


try:
    f(1)
except numba.core.errors.UnsupportedError as e:
    report(e)
print(issubclass(numba.core.errors.UnsupportedError, numba.core.errors.TypingError))

# expect: UnsupportedError
# expect: Failed in nopython mode pipeline (step: analyzing bytecode)
# expect: Use of unsupported opcode (IMPORT_NAME) found
# expect: File "import_inside.py", line 10:
# expect: def f(x):
# expect:     import os
# expect:     ^
# expect: False
