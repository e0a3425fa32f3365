# str.format is not supported in nopython mode: an unknown attribute of a
# string literal's type.
import numba
from numba import njit
from _report import report


@njit
def label(x):
    return "value: {}".format(x)


try:
    label(5)
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Unknown attribute 'format' of type Literal[str](value: {})
# expect: File "unknown_str_method.py", line 10:
# expect: def label(x):
# expect:     return "value: {}".format(x)
# expect:     ^
