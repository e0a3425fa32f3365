# int + str: "No implementation of function Function(<built-in function add>)
# found for signature" with the ">>> add(int64, Literal[str](a))" line.
import numba
from numba import njit
from _report import report


@njit
def f(x):
    return x + "a"


try:
    f(1)
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function add>) found for signature:
# expect: >>> add(int64, Literal[str](a))
# expect: File "no_implementation_add_str.py", line 10:
# expect: def f(x):
# expect:     return x + "a"
# expect:     ^
