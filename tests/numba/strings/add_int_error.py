# A str plus an int is a TypingError in Numba's format (the constant
# shown as a literal).
from numba import njit
from numba.core.errors import TypingError


@njit
def bad(s):
    return s + 1


try:
    bad("a")
except TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])
    print(lines[3])

# expect: Failed in nopython mode pipeline (step: nopython frontend)
# expect: No implementation of function Function(<built-in function add>) found for signature:
# expect:  >>> add(unicode_type, Literal[int](1))
