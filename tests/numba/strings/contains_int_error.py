# An int `in` a str is a TypingError naming contains(unicode_type, ...).
from numba import njit
from numba.core.errors import TypingError


@njit
def has(s):
    return 5 in s


try:
    has("abc")
except TypingError as e:
    lines = str(e).splitlines()
    print(lines[1])
    print(lines[3])

# expect: No implementation of function Function(<built-in function contains>) found for signature:
# expect:  >>> contains(unicode_type, Literal[int](5))
