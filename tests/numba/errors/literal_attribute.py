# An unknown attribute of an int constant: its type is named as the literal.
import numba
from numba import njit
from _report import report


@njit
def f(x):
    y = 3
    return y.real_part


try:
    f(1)
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Unknown attribute 'real_part' of type Literal[int](3)
# expect: File "literal_attribute.py", line 10:
# expect: def f(x):
# expect:     <source elided>
# expect:     y = 3
# expect:     return y.real_part
# expect:     ^
