# int + None: no implementation of add for (int64, none).
import numba
from numba import njit
from _report import report


@njit
def f(x):
    return x + None


try:
    f(1)
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function add>) found for signature:
# expect: >>> add(int64, none)
# expect: File "no_implementation_add_none.py", line 9:
# expect: def f(x):
# expect:     return x + None
# expect:     ^
