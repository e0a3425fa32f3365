# Calling a plain (not jitted) Python function from @njit code is a TypingError.
import numba
from numba import njit
from _report import report


def helper(x):
    return x + 1


@njit
def uses_helper(x):
    return helper(x) * 2


try:
    uses_helper(3)
except numba.core.errors.TypingError as e:
    report(e)
print(helper(3))

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Untyped global name 'helper': Cannot determine Numba type of <class 'function'>
# expect: File "untyped_global_function.py", line 13:
# expect: def uses_helper(x):
# expect:     return helper(x) * 2
# expect:     ^
# expect: 4
