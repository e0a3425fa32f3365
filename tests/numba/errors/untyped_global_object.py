# A global whose type Numba cannot determine (an instance of a plain class) is
# a TypingError: "Untyped global name 'cfg': Cannot determine Numba type of ...".
import numba
from numba import njit
from _report import report


class Config:
    scale = 2


cfg = Config()


@njit
def scaled(x):
    return x * cfg


try:
    scaled(3)
except numba.core.errors.TypingError as e:
    report(e)

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Untyped global name 'cfg': Cannot determine Numba type of <class '__main__.Config'>
# expect: File "untyped_global_object.py", line 17:
# expect: def scaled(x):
# expect:     return x * cfg
# expect:     ^
