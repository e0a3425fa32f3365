# array + str: no implementation of add for (array(float64, 1d, C), ...).
import numpy as np
import numba
from numba import njit
from _report import report


@njit
def f(a):
    return a + "x"


try:
    f(np.zeros(2))
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function add>) found for signature:
# expect: >>> add(array(float64, 1d, C), Literal[str](x))
# expect: File "no_implementation_array_str.py", line 10:
# expect: def f(a):
# expect:     return a + "x"
# expect:     ^
