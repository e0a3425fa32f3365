# Iterating over an int is a TypingError (Numba's first message line shown).
import numba
from numba import njit


@njit
def bad(n):
    s = 0
    for i in n:
        s += i
    return s


try:
    bad(5)
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Invalid use of getiter with parameters (int64)
