# A variable assigned an int on one path and a str on another: "Cannot unify
# int64 and unicode_type for 'x.2'". The issue text says `for 'x'`; Numba 0.56
# names the SSA version ('x.2') and where it is defined.
import numba
from numba import njit
from _report import report


@njit
def pick(n, s):
    if n > 0:
        x = n
    else:
        x = s
    return x


try:
    pick(1, "one")
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Cannot unify int64 and unicode_type for 'x.2', defined at cannot_unify_int_str.py (15)
# expect: File "cannot_unify_int_str.py", line 15:
# expect: def pick(n, s):
# expect:     <source elided>
# expect:         x = s
# expect:     return x
# expect:     ^
