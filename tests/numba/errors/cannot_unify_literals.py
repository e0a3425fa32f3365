# With constants on both paths the message names the literal types:
# "Cannot unify Literal[int](1) and Literal[str](many) ...".
import numba
from numba import njit
from _report import report


@njit
def label(n):
    x = 1
    if n > 1:
        x = "many"
    return x


try:
    label(2)
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Cannot unify Literal[int](1) and Literal[str](many) for 'x.2', defined at cannot_unify_literals.py (13)
# expect: File "cannot_unify_literals.py", line 13:
# expect: def label(n):
# expect:     <source elided>
# expect:         x = "many"
# expect:     return x
# expect:     ^
