# A dict argument has no precise Numba type: "non-precise type pyobject" and the
# argument it comes from.
import numba
from numba import njit
from _report import report


@njit
def get_key(d):
    return d['key']


try:
    get_key({'key': 1})
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
    print(lines[-1])

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: non-precise type pyobject
# expect: - argument 0: Cannot determine Numba type of <class 'dict'>
