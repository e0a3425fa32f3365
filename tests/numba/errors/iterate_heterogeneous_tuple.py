# Iterating over a tuple of mixed item types is a TypingError (getiter of a
# heterogeneous Tuple).
import numba
from numba import njit
from _report import report


@njit
def total(t):
    s = 0.0
    for x in t:
        s += x
    return s


try:
    total((1, 2.5))
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Invalid use of getiter with parameters (Tuple(int64, float64))
# expect: File "iterate_heterogeneous_tuple.py", line 11:
# expect: def total(t):
# expect:     <source elided>
# expect:     s = 0.0
# expect:     for x in t:
# expect:     ^
