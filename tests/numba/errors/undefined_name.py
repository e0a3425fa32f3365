# A name that is defined nowhere: Numba reports Python's NameError text inside
# a TypingError (the message has no File block).
import numba
from numba import njit


@njit
def f(x):
    return x + not_defined_anywhere


try:
    f(1)
except numba.core.errors.TypingError as e:
    print(type(e).__name__)
    print(str(e))

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: NameError: name 'not_defined_anywhere' is not defined
