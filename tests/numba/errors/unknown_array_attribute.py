# An attribute arrays do not have: "Unknown attribute 'foo' of type array(...)".
import numpy as np
import numba
from numba import njit
from _report import report


@njit
def f(a):
    return a.foo


try:
    f(np.zeros(3))
except numba.core.errors.TypingError as e:
    report(e)
try:
    f(np.zeros((2, 2), dtype=np.int32))
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Unknown attribute 'foo' of type array(float64, 1d, C)
# expect: File "unknown_array_attribute.py", line 10:
# expect: def f(a):
# expect:     return a.foo
# expect:     ^
# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Unknown attribute 'foo' of type array(int32, 2d, C)
# expect: File "unknown_array_attribute.py", line 10:
# expect: def f(a):
# expect:     return a.foo
# expect:     ^
