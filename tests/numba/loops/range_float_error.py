# range() of a float is a TypingError (first line and the function name line).
import numba
from numba import njit


@njit
def bad(x):
    s = 0
    for i in range(x):
        s += i
    return s


try:
    bad(2.5)
except numba.core.errors.TypingError as e:
    lines = str(e).splitlines()
    print(lines[0])
    print(lines[1])


