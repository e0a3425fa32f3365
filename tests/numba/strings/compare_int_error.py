# Ordering a str against an int is a TypingError (== is False instead).
from numba import njit
from numba.core.errors import TypingError


@njit
def less(s):
    return s < 1


try:
    less("a")
except TypingError as e:
    lines = str(e).splitlines()
    print(lines[1])
    print(lines[3])

# expect: No implementation of function Function(<built-in function lt>) found for signature:
# expect:  >>> lt(unicode_type, Literal[int](1))
