# Seed 001: @njit on a function indexing a dict "will result in an error". The
# uncaught traceback has frames inside Numba's own files, so the TypingError is
# caught and its key lines printed.
import numba
from numba import njit

@njit
def cannot_compile(x):
    return x['key']

try:
    cannot_compile(dict(key='value'))
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(type(e).__name__)
    print(lines[0])
    print(lines[1])
    print(lines[-1])

# expect: TypingError
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: non-precise type pyobject
# expect: - argument 0: Cannot determine Numba type of <class 'dict'>
