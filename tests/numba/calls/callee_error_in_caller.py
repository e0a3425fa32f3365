# A typing error inside a called @njit function fails the caller's compilation
# with a TypingError whose message nests the callee's (the pipeline line twice,
# then the callee's reason).
import numba
from numba import njit


@njit
def bad(x):
    return x + "s"


@njit
def caller(x):
    return bad(x) + 1


try:
    caller(1)
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
    print(lines[2])

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function add>) found for signature:
