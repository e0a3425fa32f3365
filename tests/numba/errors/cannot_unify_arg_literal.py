# Unifying an argument (not a constant) with a str constant: only the
# constant is named as a literal type; a constant tuple's items are literals.
import numba
from numba import njit
from _report import report


@njit
def label(n):
    x = n
    if n > 1:
        x = "many"
    return x


@njit
def pair(n):
    x = (1, 2)
    if n > 1:
        x = 3
    return x


for f in (label, pair):
    try:
        f(2)
    except numba.core.errors.TypingError as e:
        report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Cannot unify int64 and Literal[str](many) for 'x.2', defined at cannot_unify_arg_literal.py (13)
# expect: File "cannot_unify_arg_literal.py", line 13:
# expect: def label(n):
# expect:     <source elided>
# expect:         x = "many"
# expect:     return x
# expect:     ^
# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Cannot unify Tuple(Literal[int](1), Literal[int](2)) and Literal[int](3) for 'x.2', defined at cannot_unify_arg_literal.py (21)
# expect: File "cannot_unify_arg_literal.py", line 21:
# expect: def pair(n):
# expect:     <source elided>
# expect:         x = 3
# expect:     return x
# expect:     ^
