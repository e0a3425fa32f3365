# math.sqrt with two arguments: no implementation of sqrt for (float64, float64).
import math
import numba
from numba import njit
from _report import report


@njit
def f(a):
    return math.sqrt(a, a)


try:
    f(2.0)
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function sqrt>) found for signature:
# expect: >>> sqrt(float64, float64)
# expect: File "wrong_arity_math.py", line 10:
# expect: def f(a):
# expect:     return math.sqrt(a, a)
# expect:     ^
