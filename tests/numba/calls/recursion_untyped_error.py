# Recursion with no non-recursive return path cannot be typed: a TypingError
# ("cannot type infer runaway recursion").
import numba
from numba import njit


@njit
def forever(n):
    return forever(n + 1)


try:
    forever(1)
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: cannot type infer runaway recursion
